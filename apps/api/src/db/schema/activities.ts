import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId, uuidKey } from './columns';

// Owned by the activities module.

/** Physical activity. */
export const physicalActivities = pgTable(
  'physical_activities',
  {
    id: uuidKey(),
    userId: ownerId(),
    activityType: text('activity_type').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    intensity: text('intensity').notNull().default('moderate'),
    caloriesBurned: integer('calories_burned'),
    performedAt: instant('performed_at').notNull().defaultNow(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [index('physical_activities_user_performed_id_idx').on(table.userId, table.performedAt, table.id)],
);
