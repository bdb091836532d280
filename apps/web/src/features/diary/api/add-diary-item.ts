import { DiaryItemResultSchema, type AddDiaryItem } from '@prato/core/schemas/diary';
import { useDiaryWrite } from './diary-write';

/** What to add, with the line the offline list shows ("Feijão carioca · 2 conchas (280 g)"). */
export type AddItemVariables = AddDiaryItem & { id: string; summary: string };

/** POST /api/diary/items with the item's client id (a replay answers the same item). */
export const addItemWrite = ({ summary, ...body }: AddItemVariables) => ({
  id: body.id,
  method: 'POST' as const,
  path: '/diary/items',
  body,
  summary,
});

export function useAddDiaryItem() {
  return useDiaryWrite(addItemWrite, DiaryItemResultSchema);
}
