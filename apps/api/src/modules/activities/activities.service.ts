import { findActivityByName } from '@prato/core/data/activities';
import { ACTIVITY_WINDOW_DAYS, caloriesBurned, DEFAULT_ACTIVITY_INTENSITY } from '@prato/core/domain/activity';
import { ACTIVITY_MESSAGES, type ActivityEntry, type CreateActivity } from '@prato/core/schemas/activity';
import type { DateRangeQuery } from '@prato/core/schemas/activity';
import { keysetOf, listBounds, planLimitedPage } from '../../lib/history-window';
import { notFound, conflict } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { ProfileService } from '../profile/profile.service';
import type { ActivitiesRepo, ActivityRow } from './activities.repo';
import type { Clock } from '../../lib/clock';
import type { Written } from '../../lib/written';
import { pick } from '../../lib/pick';

/** Default page size of the activity list. */
export const ACTIVITY_LIST_DEFAULT_LIMIT = 100;

function toActivity(row: ActivityRow): ActivityEntry {
  return {
    ...pick(row, 'id', 'activityType', 'durationMinutes', 'intensity', 'caloriesBurned', 'notes'),
    performedAt: row.performedAt.toISOString(),
  };
}

export function createActivitiesService({
  repo,
  profileService,
  subscriptionsService,
  now,
}: {
  repo: ActivitiesRepo;
  profileService: ProfileService;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  now: Clock;
}) {
  /** MET × profile weight × hours for a known activity; null when either is unknown. */
  async function estimateBurn(caller: Caller, activityType: string, minutes: number): Promise<number | null> {
    const activity = findActivityByName(activityType);
    if (!activity) return null;
    const { weight } = await profileService.get(caller);
    if (!weight) return null;
    const burned = caloriesBurned(activity.met, weight, minutes);
    return burned >= 1 ? burned : null;
  }

  return {
    async create(caller: Caller, input: CreateActivity): Promise<Written<ActivityEntry>> {
      const burned = input.caloriesBurned ?? (await estimateBurn(caller, input.activityType, input.durationMinutes));
      const inserted = await repo.insert({
        ...(input.id ? { id: input.id } : {}),
        userId: caller.id,
        activityType: input.activityType,
        durationMinutes: input.durationMinutes,
        intensity: input.intensity ?? DEFAULT_ACTIVITY_INTENSITY,
        caloriesBurned: burned,
        performedAt: input.performedAt ? new Date(input.performedAt) : now(),
        notes: input.notes || null,
      });
      // The id is another user's: refused, their row neither returned nor changed.
      if (!inserted) throw conflict('ENTRY_ID_TAKEN', 'Registro já existente.');
      const { row, created } = inserted;
      return { value: toActivity(row), created };
    },
    /**
     * Newest first; without `from` the window is the last 30 days; a
     * `period` is a history filter in local days ('all' = 365 days). The free plan sees only its
     * newest historyItems of the window, and never pages past them.
     */
    async list(caller: Caller, range: DateRangeQuery): Promise<ActivityEntry[]> {
      const [plan, timeZone] = await Promise.all([
        subscriptionsService.effectivePlanOf(caller),
        range.period ? profileService.timezoneOf(caller) : Promise.resolve(''),
      ]);
      const bounds = listBounds(range, now(), timeZone, {
        allDays: ACTIVITY_WINDOW_DAYS.history,
        defaultDays: ACTIVITY_WINDOW_DAYS.dashboard,
      });
      const rows = await planLimitedPage(
        (limit, after) => repo.list(caller.id, { ...bounds, limit, after }),
        (row) => ({ at: row.performedAt, id: row.id }),
        {
          planLimit: plan.limits.historyItems,
          pageSize: range.limit ?? ACTIVITY_LIST_DEFAULT_LIMIT,
          keyset: keysetOf(range),
        },
      );
      return rows.map(toActivity);
    },
    /** Count and calories burned per local day of [from, to) (the home summary). */
    async totalsByDay(caller: Caller, from: Date, to: Date, timeZone: string) {
      return repo.dayTotals(caller.id, from, to, timeZone);
    },
    async latest(caller: Caller): Promise<{ activity: ActivityEntry | null }> {
      const row = await repo.latest(caller.id);
      return { activity: row ? toActivity(row) : null };
    },
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.delete(caller.id, id))) throw notFound('ACTIVITY_NOT_FOUND', ACTIVITY_MESSAGES.notFound);
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;
