import { DiarySlotsSchema, type UpdateDiarySlots } from '@prato/core/schemas/diary';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';

/** PUT /api/diary/slots: the whole ordered list (renamed, hidden, added, goals). */
export const updateDiarySlots = (slots: UpdateDiarySlots) => api.put('/diary/slots', slots, DiarySlotsSchema);

export function useUpdateDiarySlots() {
  return useRefreshingMutation(updateDiarySlots, [DIARY_KEY]);
}
