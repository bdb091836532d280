import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@prato/core/schemas/profile';
import { users } from './auth';
import { createdAt, instant } from './columns';

/** Profile, keyed by the user id, plus the user's time zone for "today". */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }),
  height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
  age: integer('age'),
  gender: text('gender', { enum: ['male', 'female'] }),
  activityLevel: text('activity_level'),
  healthGoals: text('health_goals'),
  dietaryPreferences: text('dietary_preferences'),
  allergies: text('allergies'),
  breakfastCalories: integer('breakfast_calories'),
  lunchCalories: integer('lunch_calories'),
  dinnerCalories: integer('dinner_calories'),
  snackCalories: integer('snack_calories'),
  snackQuantity: integer('snack_quantity'),
  onboardingCompletedAt: instant('onboarding_completed_at'),
  timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
