import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { server } from '@/testing/server';
import { api } from './api-client';
import { dropEarlyResponses, requestEarly } from './early-requests';

/** Counts the GETs of /api/things the server answers, each answered with its own number. */
function countThings() {
  const counter = { count: 0 };
  server.use(http.get('/api/things', () => HttpResponse.json({ n: (counter.count += 1) })));
  return counter;
}

afterEach(() => dropEarlyResponses());

test('a read sent early answers the API client’s first GET of that path, without a second request', async () => {
  const things = countThings();

  requestEarly('/things');
  expect(await api.get('/things')).toEqual({ n: 1 });
  expect(things.count).toBe(1);
});

test('an early answer is used once: the next GET of the path asks the server again', async () => {
  const things = countThings();

  requestEarly('/things');
  await api.get('/things');
  expect(await api.get('/things')).toEqual({ n: 2 });
  expect(things.count).toBe(2);
});

test('an early answer nobody took is dropped, so a later screen reads what the server says then', async () => {
  const things = countThings();

  requestEarly('/things');
  await expect.poll(() => things.count).toBe(1);
  dropEarlyResponses();
  expect(await api.get('/things')).toEqual({ n: 2 });
});

test('an early error answer reaches the caller as the API error it is', async () => {
  server.use(
    http.get('/api/things', () =>
      HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' } }, { status: 401 }),
    ),
  );

  requestEarly('/things');
  await expect(api.get('/things')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
});

test('a write never takes an early answer of the same path', async () => {
  const things = countThings();
  let posts = 0;
  server.use(http.post('/api/things', () => HttpResponse.json({ posted: (posts += 1) })));

  requestEarly('/things');
  expect(await api.post('/things', {})).toEqual({ posted: 1 });
  expect(await api.get('/things')).toEqual({ n: 1 });
  expect(things.count).toBe(1);
});
