import { boolean, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId, uuidKey } from './columns';

// Owned by the goals module.

/** Goal ("other fields not shown": title, type, target and unit are ours). */
export const goals = pgTable(
  'goals',
  {
    id: uuidKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    goalType: text('goal_type').notNull().default('custom'),
    targetValue: real('target_value'),
    unit: text('unit'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [index('goals_user_idx').on(table.userId)],
);

/** Achievement. */
export const achievements = pgTable(
  'achievements',
  {
    id: uuidKey(),
    userId: ownerId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    achievedAt: instant('achieved_at').notNull().defaultNow(),
  },
  (table) => [index('achievements_user_idx').on(table.userId)],
);
