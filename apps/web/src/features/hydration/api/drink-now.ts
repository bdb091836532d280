import { HydrationIntakeSchema, type CreateHydrationIntake } from '@prato/core/schemas/hydration';
import { submitOrQueue } from '@/lib/offline-queue';
import { useHydrationWrite } from './get-hydration-today';

/**
 * POST /api/hydration/intakes: an intake outside the reminders ("bebi água agora"), logged as done,
 * with a client id and the moment it was drunk; without a connection it waits in the offline queue.
 */
export const drinkNow = (input: CreateHydrationIntake) =>
  submitOrQueue(
    'water',
    { ...input, id: input.id ?? crypto.randomUUID(), drankAt: input.drankAt ?? new Date().toISOString() },
    HydrationIntakeSchema,
  );

export function useDrinkNow() {
  return useHydrationWrite(drinkNow);
}
