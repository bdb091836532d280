import { ParsedDiaryTextSchema } from '@prato/core/schemas/diary';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/diary/parse: what a sentence says was eaten; nothing is saved. */
export const parseDiaryText = (text: string) => api.post('/diary/parse', { text }, ParsedDiaryTextSchema);

export function useParseDiaryText() {
  return useMutation({ mutationFn: parseDiaryText });
}
