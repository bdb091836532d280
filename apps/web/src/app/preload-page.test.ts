import { SESSION_IN_PAGE } from '@prato/core/domain/session-in-page';
import { delay, http } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { getSession } from '@/features/auth/api/get-session';
import { dropEarlyResponses, takeEarlyResponse } from '@/lib/early-requests';
import { server } from '@/testing/server';
import { ROUTE_CHUNKS_ID } from './pages';
import { preloadPage } from './preload-page';

/** The list the build writes into app.html: route module → the URLs of its chunks. */
const ROUTE_CHUNKS = {
  'app/layouts/app-layout': ['/assets/app-layout-1.js', '/assets/dialog-1.js'],
  'app/routes/home': ['/assets/home-1.js', '/assets/dialog-1.js'],
  'app/layouts/auth-layout': ['/assets/auth-layout-1.js'],
  'app/routes/auth': ['/assets/auth-1.js'],
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

/** The API paths requested, in order. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  return paths;
}

beforeEach(() => {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = ROUTE_CHUNKS_ID;
  list.textContent = JSON.stringify(ROUTE_CHUNKS);
  document.head.append(list);
});

afterEach(() => {
  document.head.replaceChildren();
  server.events.removeAllListeners();
  dropEarlyResponses();
});

test('the signed-in /home asks for the session, the profile and the summary at once, and fetches its chunks', async () => {
  // The session never answers: the other two do not wait for it.
  server.use(http.get('/api/auth/session', () => delay('infinite')));
  const requests = recordRequests();

  preloadPage('/home');

  await expect.poll(() => requests).toEqual(['/api/auth/session', '/api/profile', '/api/home']);
  expect(preloaded()).toEqual(['/assets/app-layout-1.js', '/assets/dialog-1.js', '/assets/home-1.js']);
});

test('/login asks the server nothing (no session read: a signed-out visitor would get a 401) and fetches only the sign-in chunks', () => {
  preloadPage('/login');

  expect(preloaded()).toEqual(['/assets/auth-layout-1.js', '/assets/auth-1.js']);
  expect(takeEarlyResponse('/auth/session')).toBeUndefined();
});

test('a signed-in page whose shell came without a session cookie sends nothing: the session reads as signed out', async () => {
  const meta = document.createElement('meta');
  meta.name = SESSION_IN_PAGE.metaName;
  meta.content = SESSION_IN_PAGE.signedOut;
  document.head.append(meta);
  const requests = recordRequests();

  preloadPage('/home');

  expect(await getSession()).toBeNull();
  expect(requests).toEqual([]);
  expect(preloaded()).toEqual([]);
  // Only the first read is known: the next one asks the server (after a sign-in, say).
  server.use(http.get('/api/auth/session', () => delay('infinite')));
  void getSession();
  await expect.poll(() => requests).toEqual(['/api/auth/session']);
});

test('a path that is no page of the app starts nothing', () => {
  preloadPage('/nao-existe');

  expect(preloaded()).toEqual([]);
  expect(takeEarlyResponse('/auth/session')).toBeUndefined();
});
