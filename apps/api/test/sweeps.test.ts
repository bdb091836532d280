import { expect, test } from 'vitest';
import { formatOwnershipReport, listOperations, runOwnershipSweep } from './sweeps';
import { useSweepApp } from './sweep-app';

// Every route of the OpenAPI document, current and future, is swept in CI (issue 15): no user reaches
// another user's rows, on both engines. Garbage input: bad-input-sweep.test.ts.

const sweep = useSweepApp();

test('the sweeps read every operation of the API from the OpenAPI document', () => {
  const operations = listOperations(sweep.doc).map((operation) => operation.id);
  for (const id of ['POST /api/meals', 'PATCH /api/meals/{id}', 'DELETE /api/weights/{id}', 'POST /api/auth/login']) {
    expect(operations).toContain(id);
  }
  expect(operations.length).toBeGreaterThanOrEqual(41);
});

test('ownership: a second user cannot read, change or delete the first user’s rows', async () => {
  // Admin routes read and change every user's rows by design; test/admin.test.ts shows that each
  // answers 403 to a non-admin (the owner and intruder here are not admins).
  const report = await runOwnershipSweep({
    send: sweep.send,
    doc: sweep.doc,
    owner: await sweep.session(),
    intruder: await sweep.session(),
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
