import { HydrationIntakeSchema } from '@prato/core/schemas/hydration';
import { api } from '@/lib/api-client';
import { submitOrQueue } from '@/lib/offline-queue';
import { useHydrationWrite } from './get-hydration-today';

export type IntakeAction = 'mark' | 'unmark' | 'snooze';

/**
 * PATCH /api/hydration/intakes/:id (mark or unmark, with the moment it was done) or POST
 * /api/hydration/intakes/:id/snooze (+15 min). A mark or unmark made without a connection waits in the
 * offline queue (the same reminder's newest state wins); a snooze needs the server (it counts).
 */
export const updateIntake = async ({ id, action }: { id: string; action: IntakeAction }) => {
  if (action === 'snooze') {
    const record = await api.post(`/hydration/intakes/${encodeURIComponent(id)}/snooze`, {}, HydrationIntakeSchema);
    return { status: 'saved' as const, record };
  }
  const completed = action === 'mark';
  return submitOrQueue(
    'reminder',
    { id, completed, ...(completed ? { markedAt: new Date().toISOString() } : {}) },
    HydrationIntakeSchema,
  );
};

export function useUpdateIntake() {
  return useHydrationWrite(updateIntake);
}
