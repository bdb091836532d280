import { DiarySlotsSchema, type UpdateDiarySlots } from '@prato/core/schemas/diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';

/** PUT /api/diary/slots: the whole ordered list (renamed, hidden, added, goals). */
export const updateDiarySlots = (slots: UpdateDiarySlots) => api.put('/diary/slots', slots, DiarySlotsSchema);

export function useUpdateDiarySlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiarySlots,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DIARY_KEY }),
  });
}
