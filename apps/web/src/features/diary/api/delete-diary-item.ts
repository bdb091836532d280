import { z } from 'zod';
import { useDiaryWrite } from './diary-write';

/** DELETE /api/diary/items/:id (replayed offline: an item already gone counts as deleted). */
export const deleteItemWrite = ({ itemId, summary }: { itemId: string; summary: string }) => ({
  id: crypto.randomUUID(),
  method: 'DELETE' as const,
  path: `/diary/items/${encodeURIComponent(itemId)}`,
  summary,
});

export function useDeleteDiaryItem() {
  return useDiaryWrite(deleteItemWrite, z.unknown());
}
