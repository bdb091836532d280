import { index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FOOD_KINDS } from '@prato/core/data/food-types';
import { LABEL_BASES, type LabelNutrients } from '@prato/core/schemas/user-foods';
import { users } from './auth';
import { createdAt, instant, uuidKey } from './columns';

/**
 * "Meus alimentos" (issue 7 §5): foods a user added from a nutrition label, theirs alone. The
 * composition is stored per 100 g whatever basis the label used (`label_basis` only reopens the form
 * as the user typed it). `ref` gives the food its planner id (-ref, never a library id).
 * `name_key` is the name without case, accents or extra spaces: the planner matches typed names on
 * it, so it is unique per user (stricter than lower(name)).
 */
export const userFoods = pgTable(
  'user_foods',
  {
    id: uuidKey(),
    ref: integer('ref').generatedAlwaysAsIdentity().notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    kind: text('kind', { enum: FOOD_KINDS }).notNull(),
    labelBasis: text('label_basis', { enum: LABEL_BASES }).notNull(),
    kcal: real('kcal').notNull(),
    carbsG: real('carbs_g').notNull(),
    proteinG: real('protein_g').notNull(),
    fatG: real('fat_g').notNull(),
    fiberG: real('fiber_g'),
    /**
     * What else the label declares (sodium, saturated and trans fat, added sugars, calcium, iron), per
     * 100 g by nutrient registry id; null inside = not on the label. Null for foods saved before labels
     * carried them.
     */
    labelNutrients: jsonb('label_nutrients').$type<LabelNutrients>(),
    servingLabel: text('serving_label').notNull(),
    servingGrams: real('serving_grams').notNull(),
    /** The package's barcode when the food corrects a scanned product for this user (their copy wins). */
    barcode: text('barcode'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_foods_user_name_key_idx').on(table.userId, table.nameKey),
    index('user_foods_user_created_idx').on(table.userId, table.createdAt),
    index('user_foods_user_barcode_idx').on(table.userId, table.barcode),
  ],
);
