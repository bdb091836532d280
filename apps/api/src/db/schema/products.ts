import { integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { Nutrients } from '@prato/core/domain/nutrients';
import { instant } from './columns';

/**
 * Packaged foods found by barcode, shared by every user: a cache of what Open Food Facts answered
 * (ODbL, attributed in `source`), refreshed after 30 days. `ref` gives the product its catalogue id.
 */
export const products = pgTable('products', {
  barcode: text('barcode').primaryKey(),
  ref: integer('ref').generatedAlwaysAsIdentity().notNull().unique(),
  name: text('name').notNull(),
  brand: text('brand'),
  /** The package's quantity as printed ("200 g", "1 L"). */
  quantity: text('quantity'),
  /** Whether the nutrients are per 100 g or per 100 ml. */
  basis: text('basis', { enum: ['100g', '100ml'] }).notNull(),
  /** Per 100 g or 100 ml by nutrient registry id; null = unknown. */
  nutrients: jsonb('nutrients').$type<Nutrients>().notNull(),
  servingGrams: real('serving_grams'),
  /** NOVA group 1–4; null = unknown. */
  nova: integer('nova'),
  source: text('source').notNull(),
  fetchedAt: instant('fetched_at').notNull().defaultNow(),
});
