import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { sendItem } from '@/lib/offline-queue';
import { server } from '@/testing/server';
import { deleteItemWrite } from './delete-diary-item';
import { updateItemWrite } from './update-diary-item';

const ITEM = '0b7c7a52-6a53-4d7e-9a59-2a4c1f5c9d01';

test('a queued deletion of an item already gone counts as done (a replay, or another device deleted it)', async () => {
  server.use(
    http.delete(`/api/diary/items/${ITEM}`, () =>
      HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Item do diário não encontrado.' } }, { status: 404 }),
    ),
  );
  await expect(
    sendItem('diary', deleteItemWrite({ itemId: ITEM, summary: 'Excluir feijão' })),
  ).resolves.toBeUndefined();
});

test('a queued edit is sent as the same PATCH of the item, whatever its own id in the queue', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`/api/diary/items/${ITEM}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  const write = updateItemWrite({ itemId: ITEM, change: { grams: 200 }, summary: 'Alterar feijão' });
  expect(write.id).not.toBe(ITEM);
  await sendItem('diary', write);
  await sendItem('diary', write);
  expect(bodies).toEqual([{ grams: 200 }, { grams: 200 }]);
});

test('a stored write that is not a diary write is refused (it ends in the failed list, never loops)', async () => {
  await expect(sendItem('diary', { id: 'x', method: 'GET', path: '/admin/users', summary: '' })).rejects.toMatchObject({
    status: 400,
  });
});
