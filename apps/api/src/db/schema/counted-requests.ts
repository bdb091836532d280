import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, uuidKey } from './columns';

// Owned by the planner module: its hourly cap and the assistant's budget count rows here.

/**
 * Requests counted against the plan's hourly limit: one row per portion calculation (deterministic,
 * no AI), AI-written onboarding goal or assistant answer, by type. Named for what it counts: most rows
 * are the solver's calculations, which no AI makes (decision 037; it was `ai_requests`).
 */
export const countedRequests = pgTable(
  'counted_requests',
  {
    id: uuidKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('counted_requests_user_type_created_idx').on(table.userId, table.requestType, table.createdAt)],
);
