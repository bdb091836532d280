import { DiaryItemResultSchema, DiarySlotsSchema, type AddDiaryItem } from '@prato/core/schemas/diary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIARY_KEY, refreshMealReads } from '@/api/diary';
import { api } from '@/lib/api-client';

/** GET /api/diary/slots: the person's meal slots, for the slot picker of "Registrar uma porção". */
export const diarySlotsQueryOptions = () =>
  queryOptions({
    queryKey: [...DIARY_KEY, 'slots'],
    queryFn: ({ signal }) => api.get('/diary/slots', DiarySlotsSchema, signal),
  });

export function useDiarySlotChoices({ enabled }: { enabled: boolean }) {
  return useQuery({ ...diarySlotsQueryOptions(), enabled });
}

/** POST /api/diary/items: one serving of a recipe, with the client's id (a replay logs it once). */
export const logServing = (item: AddDiaryItem & { id: string }) =>
  api.post('/diary/items', item, DiaryItemResultSchema);

export function useLogServing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logServing, onSuccess: () => refreshMealReads(queryClient) });
}
