// Issue 13 scale target: with 100,000 users, the admin list (search, filters, sorts, pages) and the
// metrics answer in ≤ 100 ms of server time on PostgreSQL, and the CSV export streams in flat memory.
//
//   node --import tsx bench/admin.ts [--engine pglite|postgres|both] [--runs 20] [--users 100000]
//
// Server time = the app's own handling of one request (app.inject: routing, admin session check,
// SQL, serialisation; no network), sequential, after 3 warm-up calls. The export is read over real
// HTTP (the stream), sampling the process's memory every 20 ms.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { type buildApp } from '../apps/api/src/app';
import { createAdminRepo } from '../apps/api/src/modules/admin/admin.repo';
import { withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, percentile, round, table, writeJson } from './lib/report';
import { seedPopulation } from './seed-admin';
import { signedInCookie } from './lib/server-time';
import { register } from './seed-history';

const TARGET_MS = 100;
const ROUTES: [string, string][] = [
  ['baseline: GET /api/auth/session', '/api/auth/session'],
  ['metrics', '/api/admin/metrics'],
  ['list, default (newest sign-ups), page 1', '/api/admin/users'],
  ['list, page 200 (offset 4,975)', '/api/admin/users?page=200'],
  ['search e-mail "usuario12345"', '/api/admin/users?search=usuario12345'],
  ['search name "conceição" (5% of users)', '/api/admin/users?search=concei%C3%A7%C3%A3o'],
  ['search "maria silva"', '/api/admin/users?search=maria%20silva'],
  ['filter plan monthly', '/api/admin/users?plans=premium_monthly'],
  ['filter status cancelled', '/api/admin/users?statuses=cancelled'],
  ['filter due in 7 days', '/api/admin/users?dueInDays=7'],
  ['filter due in 30 days, sort days remaining', '/api/admin/users?dueInDays=30&sort=daysRemaining&direction=asc'],
  ['filter risk expired', '/api/admin/users?risk=expired'],
  ['sort email asc', '/api/admin/users?sort=email&direction=asc'],
  ['sort name desc', '/api/admin/users?sort=fullName&direction=desc'],
  ['sort plan asc', '/api/admin/users?sort=plan&direction=asc'],
  ['sort status desc', '/api/admin/users?sort=status&direction=desc'],
  ['sort period end asc', '/api/admin/users?sort=currentPeriodEnd&direction=asc'],
  ['sort days remaining desc', '/api/admin/users?sort=daysRemaining&direction=desc'],
  ['sort last payment desc', '/api/admin/users?sort=lastPaymentAt&direction=desc'],
  ['sort payment amount asc', '/api/admin/users?sort=lastPaymentAmount&direction=asc'],
  ['sort updated desc', '/api/admin/users?sort=updatedAt&direction=desc'],
  ['filter plan annual + sort email, page 3', '/api/admin/users?plans=premium_annual&sort=email&page=3'],
];

interface RouteResult {
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  pass: boolean;
}

interface ExportResult {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
}

const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function measureExport(app: Awaited<ReturnType<typeof buildApp>>, cookie: string): Promise<ExportResult> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  global.gc?.();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/admin/users/export', headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        });
        res.on('end', () => resolve());
        res.on('error', reject);
      })
      .on('error', reject);
  });
  clearInterval(sampler);
  return {
    rows: lines - 1,
    megabytes: mb(bytes),
    seconds: round((performance.now() - started) / 1000),
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(rssPeak),
    heapBeforeMb: mb(before.heapUsed),
    heapPeakMb: mb(heapPeak),
  };
}

async function measure(engine: 'pglite' | 'postgres', runs: number, users: number) {
  return withEngineApp(engine, 'admin', async ({ app, database }) => {
    const email = 'admin.bench@example.com';
    const adminId = await register(app, email, 'Admin Bench');
    await createAdminRepo(database.db).grant(adminId);
    const seedStart = performance.now();
    await seedPopulation(database, users);
    const seedSeconds = round((performance.now() - seedStart) / 1000);
    console.log(`${engine}: seeded ${users} users in ${seedSeconds} s`);
    const cookie = await signedInCookie(app, email);
    const routes: RouteResult[] = [];
    for (const [name, url] of ROUTES) {
      const times: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const started = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 3) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = round(percentile(times, 95));
      const baseline = url === '/api/auth/session';
      routes.push({
        name,
        path: url,
        p50: round(percentile(times, 50)),
        p95,
        max: round(times[times.length - 1] ?? 0),
        pass: baseline || p95 <= TARGET_MS,
      });
      console.log(`${engine}: ${name}: p50 ${round(percentile(times, 50))} p95 ${p95}`);
    }
    const exported = await measureExport(app, cookie);
    console.log(`${engine}: export ${JSON.stringify(exported)}`);
    return { engine, users, seedSeconds, routes, export: exported };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'both' },
      runs: { type: 'string', default: '20' },
      users: { type: 'string', default: '100000' },
    },
  });
  const engines = values.engine === 'both' ? (['pglite', 'postgres'] as const) : [values.engine as 'pglite'];
  const machine = machineInfo();
  console.log(describeMachine(machine));
  const results = [];
  for (const engine of engines) results.push(await measure(engine, Number(values.runs), Number(values.users)));
  for (const result of results) {
    console.log(`\n${result.engine}, ${result.users} users (server time in ms, target p95 ≤ ${TARGET_MS})`);
    console.log(
      table(
        ['route', 'p50', 'p95', 'max', ''],
        result.routes.map((r) => [
          r.name,
          r.p50,
          r.p95,
          r.max,
          r.path === '/api/auth/session' ? '' : r.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
    console.log(`export: ${JSON.stringify(result.export)}`);
  }
  writeJson('bench/results/admin.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
