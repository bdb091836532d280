import { boolean, date, index, integer, pgTable, text, time } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { createdAt, instant, ownerId, uuidKey } from './columns';

// Owned by the hydration module (the push scheduler marks a reminder sent).

/** Hydration settings. */
export const hydrationSettings = pgTable('hydration_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyGoalMl: integer('daily_goal_ml').notNull().default(2000),
  wakeTime: time('wake_time').notNull().default('07:00'),
  sleepTime: time('sleep_time').notNull().default('23:00'),
  intakeSizeMl: integer('intake_size_ml').notNull().default(250),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  soundEnabled: boolean('sound_enabled').notNull().default(true),
  vibrationEnabled: boolean('vibration_enabled').notNull().default(true),
  unit: text('unit', { enum: ['ml', 'liters'] })
    .notNull()
    .default('ml'),
  language: text('language').notNull().default('pt-BR'),
  silentStart: time('silent_start'),
  silentEnd: time('silent_end'),
  /** The local date whose reminders were last generated: today's are created once, under a row lock. */
  scheduleDate: date('schedule_date'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Hydration intake/reminder. */
export const hydrationIntakes = pgTable(
  'hydration_intakes',
  {
    id: uuidKey(),
    userId: ownerId(),
    amountMl: integer('amount_ml').notNull(),
    scheduledTime: time('scheduled_time').notNull(),
    actualTime: instant('actual_time'),
    completed: boolean('completed').notNull().default(false),
    snoozed: boolean('snoozed').notNull().default(false),
    snoozeCount: integer('snooze_count').notNull().default(0),
    date: date('date').notNull(),
    /** The instant the reminder is due (its local date and time in the profile's zone); null for old rows. */
    dueAt: instant('due_at'),
    /** Set when a push scheduler claimed the reminder: each due reminder is pushed once (decision 012). */
    notifiedAt: instant('notified_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('hydration_intakes_user_date_time_idx').on(table.userId, table.date, table.scheduledTime, table.id),
    // The push scheduler's claim: pending, unnotified reminders by due instant.
    index('hydration_intakes_push_due_idx')
      .on(table.dueAt)
      .where(sql`${table.completed} = false and ${table.notifiedAt} is null`),
  ],
);
