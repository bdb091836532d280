import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId } from './columns';

/**
 * The diary slots a user changed: a default slot renamed, hidden, moved or given its own calorie goal,
 * or a slot they added (`custom-<n>`). Slots without a row are the defaults (core domain/diary-slots.ts).
 */
export const diarySlots = pgTable(
  'diary_slots',
  {
    userId: ownerId(),
    slot: text('slot').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** The slot's calorie goal; null = the one onboarding computed for its meal type. */
    goalCalories: real('goal_calories'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);

/** One item of a favourite meal: a catalogue food and its amount. */
export interface FavoriteMealItem {
  foodId: number;
  name: string;
  grams: number;
  measure?: string;
  quantity?: number;
}

/** Favourite meals ("meu café de sempre"): logged into any slot in one tap. */
export const favoriteMeals = pgTable(
  'favorite_meals',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** The slot it was saved from (a suggestion when logging it again). */
    slot: text('slot').notNull(),
    items: jsonb('items').$type<FavoriteMealItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('favorite_meals_user_created_idx').on(table.userId, table.createdAt)],
);
