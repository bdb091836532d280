import { DiaryWriteResultSchema, type MoveDiaryMeal } from '@prato/core/schemas/diary';
import { useDiaryWrite } from './diary-write';

/** POST /api/diary/move: a slot's items of a day to another day, slot or time (moving twice changes nothing). */
export const moveMealWrite = ({ summary, ...body }: MoveDiaryMeal & { summary: string }) => ({
  id: crypto.randomUUID(),
  method: 'POST' as const,
  path: '/diary/move',
  body,
  summary,
});

export function useMoveDiaryMeal() {
  return useDiaryWrite(moveMealWrite, DiaryWriteResultSchema);
}
