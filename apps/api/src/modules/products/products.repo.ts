import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_ID_BASE } from '@prato/core/domain/catalog-ids';
import type { Db } from '../../db/client';
import { mealConsumption } from '../../db/schema/meals';
import { products } from '../../db/schema/products';
import type { ProductValues } from './open-food-facts.mapping';

export type ProductRow = typeof products.$inferSelect;

/**
 * Each plain letter as the accented letters it stands for, so "acucar" finds "Açúcar" without the
 * unaccent extension (absent on PGlite). A case-insensitive regular expression measured about 7 times
 * faster than translate() over 5,000 rows on PGlite (bench/products.ts, decision 039).
 */
const ACCENT_CLASSES: Readonly<Record<string, string>> = {
  // Upper-case accented letters too: a C-locale database folds only ASCII case.
  a: '[aáàâãäÁÀÂÃÄ]',
  e: '[eéèêëÉÈÊË]',
  i: '[iíìîïÍÌÎÏ]',
  o: '[oóòôõöÓÒÔÕÖ]',
  u: '[uúùûüÚÙÛÜ]',
  c: '[cçÇ]',
  n: '[nñÑ]',
};

/** The text a search matches: name and brand. */
const haystack = sql`(${products.name} || ' ' || coalesce(${products.brand}, ''))`;

/** A token (letters and digits only, accents dropped) as a pattern that also matches its accented forms. */
const tokenPattern = (token: string) => [...token].map((char) => ACCENT_CLASSES[char] ?? char).join('');

/** Every word (letters and digits, accents dropped) of a text, as a search matches them. */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/u)
    .filter((token) => token.length > 0)
    .slice(0, 8);
}

/** Every token inside name or brand. */
const allTokens = (tokens: readonly string[]): SQL | undefined =>
  tokens.length === 0
    ? undefined
    : sql.join(
        tokens.map((token) => sql`${haystack} ~* ${tokenPattern(token)}`),
        sql` and `,
      );

/** The shared cache of packaged foods (no user owns a row: users' corrections are their own foods). */
export function createProductsRepo(db: Db) {
  return {
    async get(barcode: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.barcode, barcode)).limit(1);
      return row ?? null;
    },
    /** Inserts or refreshes the product read from Open Food Facts at `at`. */
    async upsert(barcode: string, values: ProductValues & { source: string }, at: Date): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ barcode, ...values, fetchedAt: at })
        .onConflictDoUpdate({ target: products.barcode, set: { ...values, fetchedAt: at } })
        .returning();
      return row as ProductRow;
    },
    /**
     * In one query: the products with these refs, those whose name and brand hold every word of one of
     * `phrases` (names a planner request or a meal typed), at most `limit`.
     */
    async find({ refs, phrases, limit }: { refs: readonly number[]; phrases: readonly string[][]; limit: number }) {
      const conditions: SQL[] = [];
      if (refs.length > 0) conditions.push(inArray(products.ref, [...refs]));
      for (const tokens of phrases) {
        const condition = allTokens(tokens);
        if (condition) conditions.push(condition);
      }
      if (conditions.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(or(...conditions))
        .orderBy(products.name)
        .limit(limit);
    },
    /**
     * In one query: the products among the portions of the user's meals of the local days from
     * `fromDate` on (portions name a product by PRODUCT_ID_BASE + ref), at most `limit`. Only this
     * user's meals are read, so another person's eating never shows.
     */
    eatenBy(userId: string, fromDate: string, limit: number): Promise<ProductRow[]> {
      const eatenRefs = sql`select distinct ((portion ->> 'foodId')::bigint - ${PRODUCT_ID_BASE})::integer
        from ${mealConsumption} cross join lateral jsonb_array_elements(${mealConsumption.portions}) as portion
        where ${mealConsumption.userId} = ${userId} and ${mealConsumption.localDate} >= ${fromDate}
          and jsonb_typeof(portion -> 'foodId') = 'number'
          and (portion ->> 'foodId')::bigint >= ${PRODUCT_ID_BASE}`;
      return db
        .select()
        .from(products)
        .where(sql`${products.ref} in (${eatenRefs})`)
        .orderBy(products.name)
        .limit(limit);
    },
    /** NOVA group of each product ref given (absent: no such product). */
    async novaByRefs(refs: readonly number[]): Promise<Map<number, number | null>> {
      if (refs.length === 0) return new Map();
      const rows = await db
        .select({ ref: products.ref, nova: products.nova })
        .from(products)
        .where(inArray(products.ref, [...refs]));
      return new Map(rows.map((row) => [row.ref, row.nova]));
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
