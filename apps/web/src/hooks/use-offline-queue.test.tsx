import { act, renderHook } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { offlineQueue } from '@/lib/offline-queue';
import { usePendingItems } from './use-offline-queue';

const weighIn = (weight: number) => ({ id: '5f1d2c3b-0000-4000-8000-000000000001', weight });

test('a screen listing pending records renders again only when those records change', async () => {
  await offlineQueue.setUser('user-1');
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return usePendingItems('weight');
  });
  const first = renders;

  // The queue re-reads storage (as it does on start-up and around every sync): nothing changed.
  await act(async () => {
    await offlineQueue.refresh();
  });
  await act(async () => {
    await offlineQueue.refresh();
  });
  expect(renders).toBe(first);
  expect(result.current).toEqual([]);

  await act(async () => {
    await offlineQueue.enqueue('weight', weighIn(70));
  });
  expect(result.current.map((item) => item.data)).toEqual([weighIn(70)]);
  const afterEnqueue = renders;

  await act(async () => {
    await offlineQueue.refresh();
  });
  expect(renders).toBe(afterEnqueue);

  // The same record with new data (edited while offline) is a change.
  await act(async () => {
    await offlineQueue.enqueue('weight', weighIn(71));
  });
  expect(result.current.map((item) => item.data)).toEqual([weighIn(71)]);
});
