import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import type { Profile, ProfileUpdate } from '@prato/core/schemas/profile';
import { unauthorized } from '../../lib/http-error';
import type { UserRef } from '../../lib/requester';
import type { ProfileChanges, ProfileRepo, ProfileRow } from './profile.repo';

function toProfile(row: ProfileRow, email: string): Profile {
  return {
    id: row.id,
    email,
    fullName: row.fullName,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    weight: row.weight,
    height: row.height,
    age: row.age,
    gender: row.gender,
    activityLevel: (row.activityLevel as Profile['activityLevel']) ?? null,
    healthGoals: (row.healthGoals as Profile['healthGoals']) ?? null,
    dietaryPreferences: row.dietaryPreferences,
    allergies: row.allergies,
    breakfastCalories: row.breakfastCalories,
    lunchCalories: row.lunchCalories,
    dinnerCalories: row.dinnerCalories,
    snackCalories: row.snackCalories,
    snackQuantity: row.snackQuantity,
    timezone: row.timezone,
    onboardingCompleted: row.onboardingCompletedAt !== null,
  };
}

/** Matches the column default of profiles.timezone. */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export function createProfileService(repo: ProfileRepo, now: () => Date = () => new Date()) {
  async function get(userId: string): Promise<Profile> {
    const found = await repo.findWithEmail(userId);
    if (!found) throw unauthorized(AUTH_MESSAGES.unauthenticated);
    return toProfile(found.profile, found.email);
  }
  return {
    get,
    /** The user's time zone for "today" (spec decision: local day), without writing anything. */
    async timezoneOf(user: UserRef): Promise<string> {
      if (typeof user !== 'string') return user.timezone;
      return (await repo.findTimezone(user)) ?? DEFAULT_TIMEZONE;
    },
    async update(userId: string, update: ProfileUpdate): Promise<Profile> {
      const { onboardingCompleted, ...fields } = update;
      const changes: ProfileChanges = { ...fields };
      if (onboardingCompleted !== undefined) changes.onboardingCompletedAt = onboardingCompleted ? now() : null;
      await repo.update(userId, changes);
      return get(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
