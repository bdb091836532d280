import { afterAll, beforeAll, expect, test } from 'vitest';
import { createOpenFoodFacts } from '../src/modules/products/open-food-facts';
import { FAKE_FAILURES, startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';

// The Open Food Facts client alone, against the fake on 127.0.0.1 (no database).

let fake: Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
beforeAll(async () => {
  fake = await startFakeOpenFoodFacts();
});
afterAll(async () => {
  await fake.close();
});

test('its own per-minute limit: past it a read is "unavailable" without reaching Open Food Facts', async () => {
  let now = 0;
  const client = createOpenFoodFacts({
    baseUrl: fake.url,
    userAgent: 'PratoCerto/test (t@example.com)',
    perMinute: 2,
    now: () => now,
  });
  const before = fake.requests.length;
  expect((await client.product('7891000100103')).kind).toBe('found');
  expect((await client.product('7891234567895')).kind).toBe('not-found');
  expect(await client.product('7891000100103')).toEqual({ kind: 'unavailable', reason: 'rate limit' });
  expect(fake.requests.length).toBe(before + 2);
  now += 60_000;
  expect((await client.product('7891000100103')).kind).toBe('found');
});

test('a body over the cap is abandoned as unavailable', async () => {
  const client = createOpenFoodFacts({
    baseUrl: fake.url,
    userAgent: 'PratoCerto/test (t@example.com)',
    maxBytes: 64 * 1024,
  });
  expect(await client.product(FAKE_FAILURES.huge)).toEqual({ kind: 'unavailable', reason: 'body too large' });
});

test('a server that never answers is a timeout', async () => {
  const client = createOpenFoodFacts({
    baseUrl: fake.url,
    userAgent: 'PratoCerto/test (t@example.com)',
    timeoutMs: 200,
  });
  expect(await client.product(FAKE_FAILURES.hang)).toEqual({ kind: 'unavailable', reason: 'timeout' });
});
