import { READS_IN_PAGE, SESSION_IN_PAGE } from '@prato/core/domain/session-in-page';
import { delay, http } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { getSession } from '@/features/auth/api/get-session';
import { dropEarlyResponses, takeEarlyResponse } from '@/lib/early-requests';
import { keepSessionCookie, makeUser } from '@/testing/handlers';
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

/** What the server writes into a page it sends with a session cookie (plugins/web-static.ts in the API). */
function readsInPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = READS_IN_PAGE.scriptId;
  script.textContent = text;
  document.head.append(script);
}

test('reads the server answered in the page are not sent: the API client takes their answers; the others are sent', async () => {
  const user = makeUser({ id: 'u1', fullName: 'Ana Souza' });
  // The page came with the session cookie's readable companion, as the server sends it.
  keepSessionCookie(true);
  readsInPage(
    JSON.stringify({
      '/auth/session': { status: 200, body: { user } },
      '/home': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' } } },
    }),
  );
  // The chunks the server linked are not linked twice.
  const linked = document.createElement('link');
  linked.rel = 'modulepreload';
  linked.href = '/assets/home-1.js';
  document.head.append(linked);
  server.use(http.get('/api/profile', () => delay('infinite')));
  const requests = recordRequests();

  preloadPage('/home');

  await expect.poll(() => requests).toEqual(['/api/profile']);
  expect(await getSession()).toMatchObject({ id: 'u1', fullName: 'Ana Souza' });
  const home = await takeEarlyResponse('/home');
  expect(home?.status).toBe(401);
  expect(preloaded()).toEqual(['/assets/home-1.js', '/assets/app-layout-1.js', '/assets/dialog-1.js']);
  expect(requests).toEqual(['/api/profile']);
});

test('answers in the page that are not a list of answers are ignored: the page asks the server', async () => {
  server.use(http.get('/api/auth/session', () => delay('infinite')));
  for (const text of ['{"/auth/session": {"body": {}}}', 'não é JSON', 'null']) {
    readsInPage(text);
    const requests = recordRequests();

    preloadPage('/home');

    await expect.poll(() => requests).toEqual(['/api/auth/session', '/api/profile', '/api/home']);
    document.head.replaceChildren();
    server.events.removeAllListeners();
    dropEarlyResponses();
  }
});

test('a path that is no page of the app starts nothing', () => {
  preloadPage('/nao-existe');

  expect(preloaded()).toEqual([]);
  expect(takeEarlyResponse('/auth/session')).toBeUndefined();
});
