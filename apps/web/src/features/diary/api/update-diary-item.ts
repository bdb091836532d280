import { DiaryItemResultSchema, type UpdateDiaryItem } from '@prato/core/schemas/diary';
import { useDiaryWrite } from './diary-write';

export interface UpdateItemVariables {
  itemId: string;
  change: UpdateDiaryItem;
  summary: string;
}

/** PATCH /api/diary/items/:id: an absolute change (sending it again changes nothing). */
export const updateItemWrite = ({ itemId, change, summary }: UpdateItemVariables) => ({
  // Its own id in the queue: several changes of one item (or one right after its creation) wait in order.
  id: crypto.randomUUID(),
  method: 'PATCH' as const,
  path: `/diary/items/${encodeURIComponent(itemId)}`,
  body: change,
  summary,
});

export function useUpdateDiaryItem() {
  return useDiaryWrite(updateItemWrite, DiaryItemResultSchema);
}
