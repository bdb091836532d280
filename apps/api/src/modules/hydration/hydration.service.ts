import { HYDRATION_PAGE_SIZE } from '@prato/core/domain/hydration';
import { HISTORY_MESSAGES, HYDRATION_HISTORY_DAYS } from '@prato/core/schemas/history';
import type { HydrationHistoryPage, HydrationHistoryQuery, HydrationIntake } from '@prato/core/schemas/hydration';
import { HttpError } from '../../lib/http-error';
import { localDateOf, shiftDate } from '../../lib/local-day';
import { userIdOf, type UserRef } from '../../lib/requester';
import type { ProfileService } from '../profile/profile.service';
import type { HydrationIntakeRow, HydrationRepo } from './hydration.repo';

function toIntake(row: HydrationIntakeRow): HydrationIntake {
  return {
    id: row.id,
    amountMl: row.amountMl,
    scheduledTime: row.scheduledTime.slice(0, 5),
    actualTime: row.actualTime ? row.actualTime.toISOString() : null,
    completed: row.completed,
    snoozed: row.snoozed,
    snoozeCount: row.snoozeCount,
    date: row.date,
  };
}

/** The water log's history (spec §2 History, §9: windows of 1, 7, 30 and 365 local days, 50 per page). */
export function createHydrationService(
  repo: HydrationRepo,
  profileService: Pick<ProfileService, 'timezoneOf'>,
  now: () => Date = () => new Date(),
) {
  return {
    async history(user: UserRef, query: HydrationHistoryQuery): Promise<HydrationHistoryPage> {
      const today = localDateOf(now(), await profileService.timezoneOf(user));
      const days = HYDRATION_HISTORY_DAYS[query.period ?? 'all'];
      const page = query.page ?? 1;
      const { rows, total } = await repo.page(userIdOf(user), {
        fromDate: shiftDate(today, -(days - 1)),
        toDate: today,
        offset: (page - 1) * HYDRATION_PAGE_SIZE,
        limit: HYDRATION_PAGE_SIZE,
      });
      return {
        intakes: rows.map(toIntake),
        page,
        pageSize: HYDRATION_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / HYDRATION_PAGE_SIZE)),
      };
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) {
        throw new HttpError(404, 'INTAKE_NOT_FOUND', HISTORY_MESSAGES.intakeNotFound);
      }
    },
  };
}
export type HydrationService = ReturnType<typeof createHydrationService>;
