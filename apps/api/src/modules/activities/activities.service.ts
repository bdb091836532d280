import { findActivityByName } from '@prato/core/data/activities';
import { ACTIVITY_WINDOW_DAYS, caloriesBurned, DEFAULT_ACTIVITY_INTENSITY } from '@prato/core/domain/activity';
import { ACTIVITY_MESSAGES, type ActivityEntry, type CreateActivity } from '@prato/core/schemas/activity';
import { HttpError } from '../../lib/http-error';
import type { ProfileService } from '../profile/profile.service';
import type { ActivitiesRepo, ActivityRow } from './activities.repo';

/** Default page size of the activity list. */
export const ACTIVITY_LIST_DEFAULT_LIMIT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

function toActivity(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    activityType: row.activityType,
    durationMinutes: row.durationMinutes,
    intensity: row.intensity,
    caloriesBurned: row.caloriesBurned,
    performedAt: row.performedAt.toISOString(),
    notes: row.notes,
  };
}

export function createActivitiesService(
  repo: ActivitiesRepo,
  profileService: ProfileService,
  now: () => Date = () => new Date(),
) {
  /** MET × profile weight × hours for a known activity; null when either is unknown. */
  async function estimateBurn(userId: string, activityType: string, minutes: number): Promise<number | null> {
    const activity = findActivityByName(activityType);
    if (!activity) return null;
    const { weight } = await profileService.get(userId);
    if (!weight) return null;
    const burned = caloriesBurned(activity.met, weight, minutes);
    return burned >= 1 ? burned : null;
  }

  return {
    async create(userId: string, input: CreateActivity): Promise<{ entry: ActivityEntry; created: boolean }> {
      const burned = input.caloriesBurned ?? (await estimateBurn(userId, input.activityType, input.durationMinutes));
      const inserted = await repo.insert({
        ...(input.id ? { id: input.id } : {}),
        userId,
        activityType: input.activityType,
        durationMinutes: input.durationMinutes,
        intensity: input.intensity ?? DEFAULT_ACTIVITY_INTENSITY,
        caloriesBurned: burned,
        performedAt: input.performedAt ? new Date(input.performedAt) : now(),
        notes: input.notes || null,
      });
      // The id is another user's: refused, their row neither returned nor changed.
      if (!inserted) throw new HttpError(409, 'ENTRY_ID_TAKEN', 'Registro já existente.');
      const { row, created } = inserted;
      return { entry: toActivity(row), created };
    },
    /** Newest first; without `from` the window is the last 30 days (spec §9 dashboard window). */
    async list(userId: string, range: { from?: string; to?: string; limit?: number }): Promise<ActivityEntry[]> {
      const to = range.to ? new Date(range.to) : undefined;
      const from = range.from
        ? new Date(range.from)
        : new Date((to ?? now()).getTime() - ACTIVITY_WINDOW_DAYS.dashboard * DAY_MS);
      const rows = await repo.list(userId, {
        from,
        ...(to ? { to } : {}),
        limit: range.limit ?? ACTIVITY_LIST_DEFAULT_LIMIT,
      });
      return rows.map(toActivity);
    },
    async latest(userId: string): Promise<{ activity: ActivityEntry | null }> {
      const row = await repo.latest(userId);
      return { activity: row ? toActivity(row) : null };
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw new HttpError(404, 'ACTIVITY_NOT_FOUND', ACTIVITY_MESSAGES.notFound);
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;
