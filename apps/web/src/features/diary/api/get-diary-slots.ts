import { DiarySlotsSchema } from '@prato/core/schemas/diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';

/** GET /api/diary/slots: every slot the person keeps, hidden ones too, in their order. */
export const getDiarySlots = (signal?: AbortSignal) => api.get('/diary/slots', DiarySlotsSchema, signal);

export const diarySlotsQueryOptions = () =>
  queryOptions({ queryKey: [...DIARY_KEY, 'slots'], queryFn: ({ signal }) => getDiarySlots(signal) });

export function useDiarySlots({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...diarySlotsQueryOptions(), enabled });
}
