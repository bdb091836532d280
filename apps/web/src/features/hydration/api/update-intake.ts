import { HydrationIntakeSchema } from '@prato/core/schemas/hydration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hydrationTodayQueryOptions } from './get-hydration-today';

export type IntakeAction = 'mark' | 'unmark' | 'snooze';

/** PATCH /api/hydration/intakes/:id (mark or unmark) or POST /api/hydration/intakes/:id/snooze (+15 min). */
export const updateIntake = ({ id, action }: { id: string; action: IntakeAction }) => {
  const path = `/hydration/intakes/${encodeURIComponent(id)}`;
  return action === 'snooze'
    ? api.post(`${path}/snooze`, {}, HydrationIntakeSchema)
    : api.patch(path, { completed: action === 'mark' }, HydrationIntakeSchema);
};

export function useUpdateIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntake,
    // The history tab lists the same rows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hydrationTodayQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['hydration', 'history'] }),
      ]),
  });
}
