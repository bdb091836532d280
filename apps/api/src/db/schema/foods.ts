import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Foods per 100 g: the TACO table (seeded from packages/core/src/data at start, source 'taco'),
 * and later the users' custom foods (source 'custom', owned by user_id).
 */
export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey(),
    source: text('source', { enum: ['taco', 'custom'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    groupName: text('group_name').notNull(),
    kind: text('kind').notNull(),
    kcal: real('kcal'),
    proteinG: real('protein_g'),
    carbsG: real('carbs_g'),
    fatG: real('fat_g'),
    fiberG: real('fiber_g'),
    /** Everything else per 100 g (micronutrients, TACO markers, household measures, glycemic data). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('foods_user_id_idx').on(table.userId)],
);
