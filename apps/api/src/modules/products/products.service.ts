import type { FastifyBaseLogger } from 'fastify';
import type { FoodRecord } from '@prato/core/data/food-types';
import { normalizeBarcode } from '@prato/core/domain/barcode';
import { isProductFoodId, productFoodId, productRefOf } from '@prato/core/domain/catalog-ids';
import { frontOfPack } from '@prato/core/domain/front-of-pack';
import { unknownNutrients, type Nutrients } from '@prato/core/domain/nutrients';
import {
  plausibleMicronutrients,
  productFoodName,
  productNotice,
  productRecord,
  type StoredProduct,
} from '@prato/core/domain/product';
import { userFoodNameKey } from '@prato/core/domain/user-food';
import { PRODUCT_MESSAGES, PRODUCT_SOURCE, type Product } from '@prato/core/schemas/products';
import type { UserFood } from '@prato/core/schemas/user-foods';
import { invalid, notFound, unavailable } from '../../lib/domain-error';
import type { Clock } from '../../lib/clock';
import type { UserFoodsService } from '../user-foods/user-foods.service';
import type { OpenFoodFacts } from './open-food-facts';
import { plausibleServing, productValues } from './open-food-facts.mapping';
import { searchTokens, type ProductRow, type ProductsRepo } from './products.repo';
import type { Caller } from '../../lib/caller';

/** A cached product is refreshed from Open Food Facts after this long (served stale while OFF is down). */
export const PRODUCT_FRESH_MS = 30 * 24 * 60 * 60 * 1000;
/** Products a catalogue loads for one request at most (ids referenced plus names matched). */
const CATALOGUE_PRODUCTS_MAX = 60;
/** Products a search offers (the catalogue then keeps the best few among all sources). */
const SEARCH_PRODUCTS_MAX = 8;

export interface ProductsServiceDeps {
  repo: ProductsRepo;
  openFoodFacts: OpenFoodFacts;
  userFoods: Pick<UserFoodsService, 'byBarcode'>;
  now: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What the catalogue asks for: products by id (saved portions) and by typed name or search text. */
export interface ProductNeeds {
  ids?: readonly number[];
  names?: readonly string[];
  text?: string;
}

/** A cached row as the product every screen reads: Open Food Facts' values kept raw, read through the plausibility rule. */
const stored = (row: ProductRow): StoredProduct => ({
  barcode: row.barcode,
  ref: row.ref,
  name: row.name,
  brand: row.brand,
  quantity: row.quantity,
  basis: row.basis,
  nutrients: plausibleMicronutrients({ ...unknownNutrients(), ...row.nutrients }),
  // Rows cached before the serving limit keep their raw value; it is read through the same rule.
  servingGrams: plausibleServing(row.servingGrams),
  nova: row.nova,
});

function toProduct(row: ProductRow): Product {
  const product = stored(row);
  const notice = productNotice(product.nutrients);
  return {
    barcode: product.barcode,
    name: product.name,
    brand: product.brand,
    quantity: product.quantity,
    basis: product.basis,
    nutrients: product.nutrients,
    servingGrams: product.servingGrams,
    nova: product.nova,
    frontOfPack: frontOfPack(product.nutrients, product.basis),
    source: row.source,
    foodId: productFoodId(product.ref),
    foodName: productFoodName(product),
    plannable: notice === undefined,
    ...(notice ? { notice } : {}),
    mine: false,
  };
}

/** The user's correction ("Meu alimento" with the barcode) in the product's shape: theirs wins for them. */
function toOwnProduct(barcode: string, own: { food: UserFood; foodId: number }, cached: ProductRow | null): Product {
  const { kcal, ...rest } = own.food.per100g;
  const nutrients: Nutrients = { ...unknownNutrients(), ...rest, energy: kcal };
  // Without a cached product, the user's own kind tells a drink (per 100 ml, the liquid ANVISA limits).
  const basis = cached?.basis ?? (own.food.kind === 'beverage' ? '100ml' : '100g');
  return {
    barcode,
    name: own.food.name,
    brand: cached?.brand ?? null,
    quantity: cached?.quantity ?? null,
    basis,
    nutrients,
    servingGrams: own.food.serving.grams,
    nova: cached?.nova ?? null,
    frontOfPack: frontOfPack(nutrients, basis),
    source: USER_SOURCE,
    foodId: own.foodId,
    foodName: own.food.name,
    plannable: true,
    mine: true,
    userFoodId: own.food.id,
  };
}
const USER_SOURCE = PRODUCT_MESSAGES.mine;

export function createProductsService({ repo, openFoodFacts, userFoods, now, log }: ProductsServiceDeps) {
  return {
    /**
     * GET /api/products/:barcode. The check digit first (a bad code never reaches Open Food Facts), then
     * the user's own correction, then our cache while fresh, then Open Food Facts (stored on success);
     * with Open Food Facts unavailable, a stale cached product is still served.
     */
    async lookup(caller: Caller, raw: string): Promise<Product> {
      const barcode = normalizeBarcode(raw);
      if (!barcode) throw invalid('INVALID_BARCODE', PRODUCT_MESSAGES.invalidBarcode);
      const [own, cached] = await Promise.all([userFoods.byBarcode(caller, barcode), repo.get(barcode)]);
      if (own) return toOwnProduct(barcode, own, cached);
      const at = now();
      if (cached && at.getTime() - cached.fetchedAt.getTime() < PRODUCT_FRESH_MS) return toProduct(cached);

      const answer = await openFoodFacts.product(barcode);
      if (answer.kind === 'found') {
        const row = await repo.upsert(
          barcode,
          { ...productValues(barcode, answer.product), source: PRODUCT_SOURCE },
          at,
        );
        return toProduct(row);
      }
      if (answer.kind === 'not-found') throw notFound('PRODUCT_NOT_FOUND', PRODUCT_MESSAGES.notFound);
      log?.warn({ barcode, reason: answer.reason }, 'Open Food Facts unavailable');
      if (cached) return toProduct(cached);
      throw unavailable('PRODUCT_PROVIDER_UNAVAILABLE', PRODUCT_MESSAGES.unavailable);
    },

    /**
     * The cached products a catalogue needs for one request, as FoodRecords: those whose ids are given
     * (PRODUCT_ID_BASE + ref), those a typed name means (every word of it in name and brand, then the
     * exact catalogue name checked by the caller), and those a search text finds. One query.
     */
    async records(needs: ProductNeeds): Promise<FoodRecord[]> {
      const refs = (needs.ids ?? []).filter(isProductFoodId).map(productRefOf);
      const phrases = [...(needs.names ?? []), ...(needs.text ? [needs.text] : [])]
        .map(searchTokens)
        .filter((tokens) => tokens.length > 0);
      if (refs.length === 0 && phrases.length === 0) return [];
      const limit = needs.names || refs.length > 0 ? CATALOGUE_PRODUCTS_MAX : SEARCH_PRODUCTS_MAX;
      const rows = await repo.find({ refs, phrases, limit });
      return rows.map((row) => productRecord(stored(row)));
    },

    /**
     * The products the user ate on the local days from `fromDate` on (their meals' portions), as
     * FoodRecords, in one query: the assistant names them (another person's eating never shows).
     */
    async eatenRecords(caller: Caller, fromDate: string): Promise<FoodRecord[]> {
      const rows = await repo.eatenBy(caller.id, fromDate, CATALOGUE_PRODUCTS_MAX);
      return rows.map((row) => productRecord(stored(row)));
    },

    /** The NOVA group (null = unknown) of each product among these food ids. */
    async novaOf(foodIds: readonly number[]): Promise<Map<number, number | null>> {
      const refs = [...new Set(foodIds.filter(isProductFoodId).map(productRefOf))];
      const byRef = await repo.novaByRefs(refs);
      return new Map([...byRef].map(([ref, nova]) => [productFoodId(ref), nova]));
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

/** Whether a typed name is this product's catalogue name (case, accents and spacing ignored). */
export const isProductNamed = (record: FoodRecord, name: string) =>
  userFoodNameKey(record.name) === userFoodNameKey(name);
