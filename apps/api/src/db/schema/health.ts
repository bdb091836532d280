import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  time,
  timestamp,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Weight entry. */
export const weightHistory = pgTable(
  'weight_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
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

/** Physical activity. */
export const physicalActivities = pgTable(
  'physical_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
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

/** Goal ("other fields not shown": title, type, target and unit are ours). */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
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
    userId: userId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('achievements_user_idx').on(table.userId)],
);

/** Profile pictures, kept in the database so every API instance can serve them. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hydration intake/reminder. */
export const hydrationIntakes = pgTable(
  'hydration_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    amountMl: integer('amount_ml').notNull(),
    scheduledTime: time('scheduled_time').notNull(),
    actualTime: timestamp('actual_time', { withTimezone: true }),
    completed: boolean('completed').notNull().default(false),
    snoozed: boolean('snoozed').notNull().default(false),
    snoozeCount: integer('snooze_count').notNull().default(0),
    date: date('date').notNull(),
    /** The instant the reminder is due (its local date and time in the profile's zone); null for old rows. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Set when a push scheduler claimed the reminder: each due reminder is pushed once (decision 012). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hydration_intakes_user_date_time_idx').on(table.userId, table.date, table.scheduledTime, table.id),
    // The push scheduler's claim: pending, unnotified reminders by due instant.
    index('hydration_intakes_push_due_idx')
      .on(table.dueAt)
      .where(sql`${table.completed} = false and ${table.notifiedAt} is null`),
  ],
);

/** One browser's Web Push subscription (water reminders while the app is closed). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    /** The push service's URL for this browser: unique, a device belongs to the account that last subscribed it. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
