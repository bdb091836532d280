import { DiaryItemResultSchema, type AddDiaryItem } from '@prato/core/schemas/diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshMealReads } from '@/api/diary';
import { api } from '@/lib/api-client';

/** POST /api/diary/items: one serving of a recipe, with the client's id (a replay logs it once). */
export const logServing = (item: AddDiaryItem & { id: string }) =>
  api.post('/diary/items', item, DiaryItemResultSchema);

export function useLogServing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logServing, onSuccess: () => refreshMealReads(queryClient) });
}
