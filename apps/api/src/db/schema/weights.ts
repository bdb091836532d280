import { index, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId, uuidKey } from './columns';

// Owned by the weights module.

/** Weight entry. */
export const weightHistory = pgTable(
  'weight_history',
  {
    id: uuidKey(),
    userId: ownerId(),
    weight: real('weight').notNull(),
    height: real('height'),
    bmi: real('bmi'),
    bmiCategory: text('bmi_category'),
    notes: text('notes'),
    aiAnalysis: text('ai_analysis'),
    measuredAt: instant('measured_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('weight_history_user_measured_id_idx').on(table.userId, table.measuredAt, table.id)],
);
