import { DiaryWriteResultSchema, type LogFavorite } from '@prato/core/schemas/diary';
import { useDiaryWrite } from './diary-write';

/** POST /api/diary/favorites/:id/log: a favourite into a day's slot, once per client id. */
export const logFavoriteWrite = ({
  favoriteId,
  summary,
  ...body
}: LogFavorite & { id: string; favoriteId: string; summary: string }) => ({
  id: body.id,
  method: 'POST' as const,
  path: `/diary/favorites/${encodeURIComponent(favoriteId)}/log`,
  body,
  summary,
});

export function useLogFavorite() {
  return useDiaryWrite(logFavoriteWrite, DiaryWriteResultSchema);
}
