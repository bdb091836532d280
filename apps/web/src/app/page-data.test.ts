import { expect, test } from 'vitest';
import { makeHomeSummary, makeProfile, makeUser, signedIn, signedOut } from '@/testing/handlers';
import { server } from '@/testing/server';
import { createQueryClient } from './provider';
import { prefetchPageData } from './page-data';

test('the signed-in /home starts with its session, profile and summary in the cache (one render, no spinners)', async () => {
  server.use(signedIn(makeUser({ fullName: 'Joana' })));
  const queryClient = createQueryClient();

  await prefetchPageData(queryClient, '/home');

  expect(queryClient.getQueryData(['session'])).toMatchObject({ fullName: 'Joana' });
  expect(queryClient.getQueryData(['profile'])).toEqual(makeProfile());
  expect(queryClient.getQueryData(['home'])).toEqual(makeHomeSummary());
});

test('a signed-out visitor’s /home is read without failing: the session is null and the guard sends them to /login', async () => {
  server.use(signedOut());
  const queryClient = createQueryClient();

  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));

  await expect(prefetchPageData(queryClient, '/home')).resolves.toBeUndefined();
  expect(queryClient.getQueryData(['session'])).toBeNull();
  // Neither the profile nor the summary is asked for: each would only answer 401 (a console error).
  expect(requests).toEqual(['/api/auth/session']);
  server.events.removeAllListeners();
});

test('/login reads nothing', async () => {
  const queryClient = createQueryClient();

  await prefetchPageData(queryClient, '/login');

  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});
