import { integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId, uuidKey } from './columns';

/** One ingredient as stored: the catalogue food it resolved to and its grams (as typed, kept to reopen the form). */
export interface RecipeIngredientRow {
  foodId: number;
  name: string;
  grams: number;
  /** The household measure and count the person typed ("xícara", 2), when they did. */
  measure?: string;
  quantity?: number;
  /** The text as typed ("2 xícaras de arroz"), when it was typed rather than picked. */
  typed?: string;
  /** A food its name finds prepared, read raw as a recipe's amounts are (recipe-line.ts). */
  readAsRaw?: true;
  /** Grams of another recipe's prepared dish these grams stand for (RecipeIngredientSchema.servedGrams). */
  servedGrams?: number;
}

/**
 * "Minhas receitas": a user's recipes, foods in the catalogue like any other (id from `ref`, never a
 * library or "Meu alimento" id). Nutrients are computed from the ingredients when read, never stored.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: uuidKey(),
    ref: integer('ref').generatedAlwaysAsIdentity().notNull().unique(),
    userId: ownerId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    servings: real('servings').notNull(),
    /** The cooked dish's weight in grams (water lost or gained); null = the sum of the ingredients. */
    cookedGrams: real('cooked_grams'),
    ingredients: jsonb('ingredients').$type<RecipeIngredientRow[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  // One recipe of a name per user (the name key ignores case, accents and spacing), held by the database
  // too: two saves at once cannot both pass the service's check.
  (table) => [uniqueIndex('recipes_user_name_key_idx').on(table.userId, table.nameKey)],
);
