import { writeFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  formatBadInputReport,
  injectSend,
  listOperations,
  runBadInputSweep,
  type OpenApiDocument,
  type Send,
  type SweepSession,
} from './sweeps';
import { startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import { createTestApp, signUp, type TestApp } from './fixtures';

// Every operation of the OpenAPI document, current and future, gets generated garbage in CI (issue 15):
// it never answers 5xx nor an English or malformed 4xx. Its 7,000-odd requests are nearly all refused by
// validation before any query, so it runs on the embedded engine only (ENGINE_INDEPENDENT in
// vitest.config.ts); the ownership sweep (sweeps.test.ts), which is about the queries, runs on both.

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

test('bad input, signed in and out: no 5xx; every 4xx is { error: { code, message } } in pt-BR', async () => {
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  const report = await runBadInputSweep({ send, doc, signIn: session });
  const cpu = process.cpuUsage(started.cpu);
  console.info(
    `${formatBadInputReport(report, 0)}\n  ${Math.round(performance.now() - started.wall)} ms, CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms`,
  );
  // SWEEP_REPORT=/path/file.json keeps the whole report (every offending case) for inspection.
  if (process.env.SWEEP_REPORT) writeFileSync(process.env.SWEEP_REPORT, JSON.stringify(report, null, 1));
  expect(report.operations).toBe(listOperations(doc).length);
  expect(report.cases).toBeGreaterThan(2000);
  expect(report.problems.length, formatBadInputReport(report, 80)).toBe(0);
}, 300_000);
