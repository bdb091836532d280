import {
  dailyCalorieGoal,
  deficitRefusal,
  energyFloor,
  goalRefusal,
  onboardingGoals,
  type BodyData,
} from '@prato/core/domain/energy';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { ONBOARDING_MESSAGES } from '@prato/core/schemas/onboarding';
import type { ActivityLevel, Profile, ProfileUpdate } from '@prato/core/schemas/profile';
import { invalid, unauthenticated } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { ProfileChanges, ProfileRepo, ProfileRow } from './profile.repo';
import type { Clock } from '../../lib/clock';

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

const MEAL_CALORIE_FIELDS = [
  'breakfastCalories',
  'lunchCalories',
  'dinnerCalories',
  'snackCalories',
  'snackQuantity',
] as const;

/** The body data the safe-goal rules need, or null while the profile lacks some of it. */
function bodyOf(row: Pick<ProfileRow, 'weight' | 'height' | 'age' | 'gender' | 'activityLevel'>) {
  if (!row.weight || !row.height || !row.age || !row.gender) return null;
  const body: BodyData & { activityLevel: ActivityLevel } = {
    weight: row.weight,
    height: row.height,
    age: row.age,
    gender: row.gender,
    activityLevel: (row.activityLevel as ActivityLevel | null) ?? 'sedentary',
  };
  return body;
}

/**
 * Safe goals on the path every save takes (onboarding, health form, recalculation): a weight-loss goal
 * is refused to whom it is not safe, and their meal goals may not add up to less than their energy
 * floor (their expenditure: no deficit). Other adults' typed goals are their own choice.
 */
function assertSafeUpdate(current: ProfileRow, update: ProfileUpdate): void {
  const merged = { ...current, ...update };
  const body = bodyOf(merged);
  if (!body) return;
  if (update.healthGoals) {
    const refusal = goalRefusal({ ...body, healthGoals: update.healthGoals });
    if (refusal) throw invalid('GOAL_NOT_SAFE', refusal);
  }
  if (!deficitRefusal(body) || !MEAL_CALORIE_FIELDS.some((field) => update[field] !== undefined)) return;
  const floor = energyFloor(body);
  if (dailyCalorieGoal(merged) < floor) throw invalid('GOAL_BELOW_FLOOR', ONBOARDING_MESSAGES.belowFloor(floor));
}

/**
 * A weight-loss goal stored before these rules (or made unsafe by new body data) becomes "Manter
 * peso" with the formula's maintenance goals: shown so on every read, stored at the next save.
 */
function maintenanceFor(row: ProfileRow): ProfileChanges | null {
  const body = bodyOf(row);
  if (!body || row.healthGoals !== 'lose_weight' || !deficitRefusal(body)) return null;
  const goals = onboardingGoals({ ...body, healthGoals: 'maintain' });
  return {
    healthGoals: 'maintain',
    breakfastCalories: goals.breakfast,
    lunchCalories: goals.lunch,
    dinnerCalories: goals.dinner,
    snackCalories: goals.snack,
    snackQuantity: goals.snackQuantity,
  };
}

export function createProfileService({ repo, now }: { repo: ProfileRepo; now: Clock }) {
  async function find(userId: string) {
    const found = await repo.findWithEmail(userId);
    if (!found) throw unauthenticated(AUTH_MESSAGES.unauthenticated);
    return found;
  }
  /**
   * The profile as it applies now. A weight-loss goal stored before the safe-goal rules is shown as
   * "Manter peso" with the maintenance goals and a notice, without writing (a read never writes): the
   * correction is stored by the person's next save of the profile.
   */
  async function read(userId: string): Promise<Profile> {
    const found = await find(userId);
    const maintenance = maintenanceFor(found.profile);
    if (!maintenance) return toProfile(found.profile, found.email);
    const profile = toProfile({ ...found.profile, ...maintenance }, found.email);
    return { ...profile, goalNotice: ONBOARDING_MESSAGES.goalChangedToMaintain };
  }
  return {
    /** The empty profile of a new account (its name from the sign-up). */
    create: (subjectId: string, fullName: string) => repo.create(subjectId, fullName),

    /** The caller's profile as it applies now. */
    get: (caller: Caller): Promise<Profile> => read(caller.id),
    /** The user's time zone for "today" (spec decision: local day), without writing anything. */
    async timezoneOf(caller: Caller): Promise<string> {
      // The session check already read it (the default zone when none was set): no second query.
      return caller.timezone;
    },
    async update(caller: Caller, update: ProfileUpdate): Promise<Profile> {
      const current = (await find(caller.id)).profile;
      assertSafeUpdate(current, update);
      const { onboardingCompleted, ...fields } = update;
      const changes: ProfileChanges = { ...fields };
      if (onboardingCompleted !== undefined) changes.onboardingCompletedAt = onboardingCompleted ? now() : null;
      // A weight-loss goal this save leaves unsafe (new body data, or one stored before the rules) is
      // stored as "Manter peso" with the maintenance goals, and the answer says so.
      const maintenance = maintenanceFor({ ...current, ...changes });
      await repo.update(caller.id, maintenance ? { ...changes, ...maintenance } : changes);
      const saved = await read(caller.id);
      return maintenance ? { ...saved, goalNotice: ONBOARDING_MESSAGES.goalChangedToMaintain } : saved;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
