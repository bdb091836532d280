import { boolean, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

// Owned by the goals module.

/** Goal ("other fields not shown": title, type, target and unit are ours). */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    goalType: text('goal_type').notNull().default('custom'),
    targetValue: real('target_value'),
    unit: text('unit'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('goals_user_idx').on(table.userId)],
);

/** Achievement. */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('achievements_user_idx').on(table.userId)],
);
