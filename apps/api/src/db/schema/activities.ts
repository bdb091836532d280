import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

// Owned by the activities module.

/** Physical activity. */
export const physicalActivities = pgTable(
  'physical_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    activityType: text('activity_type').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    intensity: text('intensity').notNull().default('moderate'),
    caloriesBurned: integer('calories_burned'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('physical_activities_user_performed_id_idx').on(table.userId, table.performedAt, table.id)],
);
