import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import type { ProductValues } from './open-food-facts.mapping';

export type ProductRow = typeof products.$inferSelect;

/** Accents PostgreSQL's lower() leaves, and what they become (no unaccent extension on PGlite). */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** The text a search matches: name and brand, lower case, accents dropped. */
const haystack = sql`translate(lower(${products.name} || ' ' || coalesce(${products.brand}, '')), ${ACCENTED}, ${PLAIN})`;

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
        tokens.map((token) => sql`${haystack} like ${`%${token}%`}`),
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
