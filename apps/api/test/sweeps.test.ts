import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  formatOwnershipReport,
  injectSend,
  listOperations,
  runOwnershipSweep,
  type OpenApiDocument,
  type Send,
  type SweepSession,
} from './sweeps';
import { startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import { createTestApp, signUp, type TestApp } from './fixtures';

// Every route of the OpenAPI document, current and future, is swept in CI (issue 15): no user reaches
// another user's rows, on both engines. Garbage input: bad-input-sweep.test.ts.

let t: TestApp;
let fakeOpenFoodFacts: Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
let send: Send;
let doc: OpenApiDocument;

async function session(): Promise<SweepSession> {
  const user = await signUp(t);
  return { headers: { cookie: user.jar.header() } };
}

beforeAll(async () => {
  // Product lookups by a valid barcode reach Open Food Facts: a fake one on 127.0.0.1.
  fakeOpenFoodFacts = await startFakeOpenFoodFacts();
  t = await createTestApp({ env: { OPEN_FOOD_FACTS_URL: fakeOpenFoodFacts.url } });
  send = injectSend((options) => t.app.inject(options as InjectOptions));
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
  await fakeOpenFoodFacts?.close();
});

test('the sweeps read every operation of the API from the OpenAPI document', () => {
  const operations = listOperations(doc).map((operation) => operation.id);
  for (const id of ['POST /api/meals', 'PATCH /api/meals/{id}', 'DELETE /api/weights/{id}', 'POST /api/auth/login']) {
    expect(operations).toContain(id);
  }
  expect(operations.length).toBeGreaterThanOrEqual(41);
});

test('ownership: a second user cannot read, change or delete the first user’s rows', async () => {
  // Admin routes read and change every user's rows by design; test/admin.test.ts shows that each
  // answers 403 to a non-admin (the owner and intruder here are not admins).
  const report = await runOwnershipSweep({
    send,
    doc,
    owner: await session(),
    intruder: await session(),
    // The diary's rows are meal_consumption rows addressed by item ids inside them and by (date, slot),
    // not a collection with its own list: test/diary.test.ts checks that another user gets 404 on
    // every diary route and never reads the owner's days (its meals are swept here as /api/meals).
    filter: (operation) => !operation.path.startsWith('/api/admin/') && !operation.path.startsWith('/api/diary'),
  });
  console.info(formatOwnershipReport(report, 0));
  const details = formatOwnershipReport(report);
  expect(report.createFailures, details).toEqual([]);
  expect(new Set(report.rows.map((row) => row.collection)), details).toEqual(
    new Set([
      '/api/weights',
      '/api/activities',
      '/api/goals',
      '/api/meals',
      '/api/user-foods',
      '/api/hydration/intakes',
      '/api/recipes',
    ]),
  );
  expect(
    report.rows.every((row) => row.verifiable),
    details,
  ).toBe(true);
  expect(report.breaches, details).toEqual([]);
  expect(report.inconclusive, details).toEqual([]);
  expect(report.controls.failed, details).toEqual([]);
  expect(report.attempts).toBeGreaterThan(50);
}, 120_000);
