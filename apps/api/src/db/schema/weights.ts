import { index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

// Owned by the weights module.

/** Weight entry. */
export const weightHistory = pgTable(
  'weight_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    weight: real('weight').notNull(),
    height: real('height'),
    bmi: real('bmi'),
    bmiCategory: text('bmi_category'),
    notes: text('notes'),
    aiAnalysis: text('ai_analysis'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('weight_history_user_measured_id_idx').on(table.userId, table.measuredAt, table.id)],
);
