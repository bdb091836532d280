import { DiaryWriteResultSchema, type CopyDiary } from '@prato/core/schemas/diary';
import { useDiaryWrite } from './diary-write';

/**
 * POST /api/diary/copy: a day, a slot of it ("Copiar de ontem") or a saved meal ("Repetir") into a day.
 * The copy's client id makes it happen once, however often it is sent.
 */
export const copyWrite = ({ summary, ...body }: CopyDiary & { id: string; summary: string }) => ({
  id: body.id,
  method: 'POST' as const,
  path: '/diary/copy',
  body,
  summary,
});

export function useCopyDiary() {
  return useDiaryWrite(copyWrite, DiaryWriteResultSchema);
}
