import { bmiStoredCategory, calculateBmi } from '@prato/core/domain/bmi';
import {
  WEIGHT_ENTRY_MESSAGES,
  type CreateWeightEntry,
  type UpdateWeightEntry,
  type WeightEntry,
} from '@prato/core/schemas/weight';
import type { DateRangeQuery } from '@prato/core/schemas/activity';
import { keysetOf, listBounds, planLimitedPage } from '../../lib/history-window';
import { notFound, conflict } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { ProfileService } from '../profile/profile.service';
import type { WeightRow, WeightsRepo } from './weights.repo';
import type { Clock } from '../../lib/clock';
import type { Written } from '../../lib/written';
import { pick } from '../../lib/pick';

/** Default page size of the weight list. */
export const WEIGHT_LIST_DEFAULT_LIMIT = 50;

const weightNotFound = () => notFound('WEIGHT_NOT_FOUND', WEIGHT_ENTRY_MESSAGES.notFound);

export function toWeightEntry(row: WeightRow): WeightEntry {
  return {
    ...pick(row, 'id', 'weight', 'height', 'bmi', 'bmiCategory', 'notes', 'aiAnalysis'),
    measuredAt: row.measuredAt.toISOString(),
  };
}

export function createWeightsService({
  repo,
  profileService,
  subscriptionsService,
  now,
}: {
  repo: WeightsRepo;
  profileService: ProfileService;
  subscriptionsService: Pick<SubscriptionsService, 'effectivePlanOf'>;
  now: Clock;
}) {
  return {
    /**
     * Logs a weight: the height defaults to the profile's, the BMI and its category are computed
     * here, and the profile's weight follows the newest entry.
     */
    async create(caller: Caller, input: CreateWeightEntry): Promise<Written<WeightEntry>> {
      const profile = await profileService.get(caller);
      const height = input.height ?? profile.height;
      const bmi = height ? calculateBmi(input.weight, height) : null;
      const measuredAt = input.measuredAt ? new Date(input.measuredAt) : now();
      const inserted = await repo.insertFollowingProfile(
        {
          ...(input.id ? { id: input.id } : {}),
          userId: caller.id,
          weight: input.weight,
          height,
          bmi,
          // Before 20 the WHO BMI-for-age band (adult cut-offs are wrong for adolescents).
          bmiCategory:
            bmi === null || !height
              ? null
              : bmiStoredCategory({ bmi, weight: input.weight, height, age: profile.age, gender: profile.gender }),
          notes: input.notes ?? null,
          measuredAt,
        },
        input.height,
      );
      // The id is another user's: refused, their row neither returned nor changed.
      if (!inserted) throw conflict('ENTRY_ID_TAKEN', 'Registro já existente.');
      const { row, created } = inserted;
      return { value: toWeightEntry(row), created };
    },
    /**
     * Newest first; a `period` is a history filter in local days ('all' = every entry). The free
     * plan sees only its newest historyItems, and never pages past them.
     */
    async list(caller: Caller, range: DateRangeQuery): Promise<WeightEntry[]> {
      const [plan, timeZone] = await Promise.all([
        subscriptionsService.effectivePlanOf(caller),
        range.period ? profileService.timezoneOf(caller) : Promise.resolve(''),
      ]);
      const bounds = listBounds(range, now(), timeZone, { allDays: null });
      const rows = await planLimitedPage(
        (limit, after) => repo.list(caller.id, { ...bounds, limit, after }),
        (row) => ({ at: row.measuredAt, id: row.id }),
        {
          planLimit: plan.limits.historyItems,
          pageSize: range.limit ?? WEIGHT_LIST_DEFAULT_LIMIT,
          keyset: keysetOf(range),
        },
      );
      return rows.map(toWeightEntry);
    },
    async latest(caller: Caller): Promise<{ entry: WeightEntry | null }> {
      const row = await repo.latest(caller.id);
      return { entry: row ? toWeightEntry(row) : null };
    },
    async update(caller: Caller, id: string, update: UpdateWeightEntry): Promise<WeightEntry> {
      const row = await repo.update(caller.id, id, {
        ...(update.aiAnalysis !== undefined ? { aiAnalysis: update.aiAnalysis || null } : {}),
        ...(update.notes !== undefined ? { notes: update.notes || null } : {}),
      });
      if (!row) throw weightNotFound();
      return toWeightEntry(row);
    },
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await repo.delete(caller.id, id))) throw weightNotFound();
    },
  };
}
export type WeightsService = ReturnType<typeof createWeightsService>;
