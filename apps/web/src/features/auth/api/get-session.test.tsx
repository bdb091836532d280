import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { offlineQueue } from '@/lib/offline-queue';
import { READ_CACHE } from '@/lib/read-cache';
import { apiError, keepSessionCookie, makeUser, signedIn } from '@/testing/handlers';
import { server } from '@/testing/server';
import { getSession, setSessionUser } from './get-session';

const SESSION_HINT = 'prato.signed-in';

/** The service worker's Cache Storage (jsdom has none): which caches were deleted. */
function cacheStorage() {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deleted.push(name);
      return true;
    },
  });
  return deleted;
}

afterEach(() => localStorage.removeItem(SESSION_HINT));

test("another account signing in on this browser takes away the previous one's copies: the read cache, the queries and its queued records", async () => {
  const deleted = cacheStorage();
  localStorage.setItem(SESSION_HINT, 'user-a');
  await offlineQueue.setUser('user-a');
  await offlineQueue.enqueue('weight', { id: 'w-1', weight: 70 });
  const queryClient = new QueryClient();
  queryClient.setQueryData(['home'], { of: 'user-a' });

  await setSessionUser(queryClient, makeUser({ id: 'user-b' }));

  expect(deleted).toEqual([READ_CACHE]);
  expect(queryClient.getQueryData(['home'])).toBeUndefined();
  expect(queryClient.getQueryData(['session'])).toMatchObject({ id: 'user-b' });
  expect(offlineQueue.userId).toBe('user-b');
  expect(offlineQueue.getSnapshot().pending).toEqual([]);
  expect(localStorage.getItem(SESSION_HINT)).toBe('user-b');

  // The same account signing in again keeps what it had.
  queryClient.setQueryData(['home'], { of: 'user-b' });
  await setSessionUser(queryClient, makeUser({ id: 'user-b' }));
  expect(deleted).toEqual([READ_CACHE]);
  expect(queryClient.getQueryData(['home'])).toEqual({ of: 'user-b' });
});

test('a session that ended without "Sair" (a 401) takes away the account\'s read cache and queue user', async () => {
  const deleted = cacheStorage();
  await offlineQueue.setUser('user-1');
  server.use(signedIn(makeUser({ id: 'user-1' })));
  expect(await getSession()).toMatchObject({ id: 'user-1' });
  expect(deleted).toEqual([]);

  server.use(http.get('/api/auth/session', () => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado')));
  expect(await getSession()).toBeNull();

  expect(deleted).toEqual([READ_CACHE]);
  expect(offlineQueue.userId).toBeNull();
  expect(localStorage.getItem(SESSION_HINT)).toBeNull();
});

test("the service worker's copy of a session that has ended since (its cookie gone) is read as signed out, and the copies go", async () => {
  const deleted = cacheStorage();
  await offlineQueue.setUser('user-1');
  server.use(signedIn(makeUser({ id: 'user-1' })));
  expect(await getSession()).toMatchObject({ id: 'user-1' });

  // Offline, after the browser dropped the session cookie (and its companion) at its expiry or on closing
  // without "Lembrar de mim": the only answer is the copy the service worker kept, with the user in it.
  keepSessionCookie(false);
  server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: makeUser({ id: 'user-1' }) })));
  expect(await getSession()).toBeNull();

  expect(deleted).toEqual([READ_CACHE]);
  expect(offlineQueue.userId).toBeNull();
  expect(localStorage.getItem(SESSION_HINT)).toBeNull();
});
