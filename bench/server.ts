// Server bench: the REAL server (`npm start`'s code path, NODE_ENV=production, its own process) on
// PGlite and on a throwaway durable PostgreSQL, beside a bare Fastify "hello" in the same run.
//
//   npm run bench:server [-- --db pglite,postgres --duration 10 --warmup 3 --connections 10
//                           --json bench/results/server.json --log-level warn --no-extras]
//
// Prints req/s, p50, p99, non-2xx and the ratio to bare Fastify per route, then PASS/FAIL per target
// (issue 15). On a shared machine the load changes from minute to minute, so by default bare Fastify
// is measured again right before every route (`--baseline adjacent`, 1 s + 5 s) and the route's ratio
// uses that figure; `--baseline ends` uses the mean of the first and last full measurements instead.
// Figures go to bench/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createClient, signUp } from './lib/http';
import { diaryDay, makePremium, mealBody, PLANNER_BODY, seedDiaryDay } from './lib/fixtures';
import { freePort } from './lib/net';
import { startPostgres, type PostgresCluster } from './lib/postgres';
import { describeMachine, machineInfo, round, table, writeJson } from './lib/report';
import { REPO_ROOT, sleep, startServer, track, type ServerConfig } from './lib/server-process';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    json: { type: 'string', default: 'bench/results/server.json' },
    /** adjacent: bare Fastify is measured right before every route and the ratio uses that figure; ends: the mean of the first and last. */
    baseline: { type: 'string', default: 'adjacent' },
    'baseline-duration': { type: 'string', default: '5' },
    /** Extra PostgreSQL setting, repeatable, e.g. synchronous_commit=off to see what durability costs (not for figures). */
    'pg-setting': { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: 'warn' },
    'no-extras': { type: 'boolean', default: false },
    'keep-data': { type: 'boolean', default: false },
    /** Comma-separated substrings: measure only the routes whose name contains one (e.g. session,meals). */
    only: { type: 'string', default: '' },
    /** Profile the server under the measured run (not for figures): V8 CPU profiles written to this directory. */
    'cpu-prof-dir': { type: 'string', default: '' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const DATABASES = (args.db ?? '').split(',').filter(Boolean) as Kind[];
const ADJACENT = args.baseline !== 'ends';
const BASELINE_DURATION = Number(args['baseline-duration']);
type Kind = 'pglite' | 'postgres';

interface Measure {
  route: string;
  reqPerSec: number;
  /** Successful answers per second (2xx only). */
  okPerSec: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Bare Fastify req/s this route is compared with (adjacent measurement, or the mean of the ends). */
  baselineReqPerSec?: number;
}

interface Target {
  db: Kind;
  route: string;
  minRatio: number;
  maxP99?: number;
}

/** Issue 15: ratios to bare Fastify measured in the same run. */
const TARGETS: Target[] = [
  { db: 'postgres', route: 'GET /api/meals (diary day)', minRatio: 0.035, maxP99: 20 },
  { db: 'postgres', route: 'POST /api/meals', minRatio: 0.043 },
  { db: 'postgres', route: 'GET /api/auth/session', minRatio: 0.06 },
  { db: 'pglite', route: 'GET /api/meals (diary day)', minRatio: 0.0105 },
  { db: 'pglite', route: 'GET /api/auth/session', minRatio: 0.02 },
];

const ONLY = (args.only ?? '').split(',').filter(Boolean);
const wanted = (route: string) => ONLY.length === 0 || ONLY.some((part) => route.includes(part));

async function measure(
  route: string,
  options: autocannon.Options,
  warmup = WARMUP,
  duration = DURATION,
): Promise<Measure> {
  if (warmup > 0) await autocannon({ connections: CONNECTIONS, duration: warmup, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const ok = result['2xx'];
  const measured: Measure = {
    route,
    reqPerSec: round(result.requests.average),
    okPerSec: round(ok / duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  const flag =
    measured.non2xx + measured.errors > 0 || measured.requests === 0
      ? `  non-2xx ${measured.non2xx}, errors ${measured.errors} (timeouts ${measured.timeouts}), answers ${measured.requests}`
      : '';
  console.log(
    `  ${route.padEnd(34)} ${String(Math.round(measured.reqPerSec)).padStart(7)} req/s  ` +
      `p50 ${measured.p50} ms  p99 ${measured.p99} ms${flag}`,
  );
  return measured;
}

/** The bare Fastify reference, started once and kept up for the whole run. */
async function startHello(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/hello-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  track(child);
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 300) throw new Error('bare Fastify did not start');
    }
    await sleep(100);
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

let helloUrl = '';
const measureHello = (label = 'bare Fastify GET /', warmup = WARMUP, duration = DURATION) =>
  measure(label, { url: helloUrl }, warmup, duration);

async function benchDatabase(kind: Kind, cluster: PostgresCluster | null, extras: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prato-bench-${kind}-`));
  const databaseUrl = cluster ? await cluster.createDatabase(`bench_${Date.now()}`) : undefined;
  const config: ServerConfig = {
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logFile: path.join(dataDir, 'server.log'),
    logLevel: args['log-level'] ?? 'warn',
    ...(args['cpu-prof-dir']
      ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof-dir'])}`] }
      : {}),
  };
  const pgSettings = args['pg-setting'] ?? [];
  const durability = pgSettings.length ? `NOT the durable defaults: ${pgSettings.join(', ')}` : 'durable';
  console.log(`\n== ${kind}${cluster ? ` (${cluster.version}, ${durability})` : ' (embedded)'} · data ${dataDir}`);

  // Set-up: a free user with a day of meals (diary, session, foods, meal writes) and a premium user
  // (planner: the free plan allows 2 calculations a day).
  let server = await startServer(config);
  console.log(`  server up in ${server.startMs} ms (first start: migrations)`);
  const setupClient = createClient(server.url);
  const day = diaryDay();
  let diary, planner;
  // Sign-in is measured across these accounts in turn: the sign-in throttle counts every attempt of an
  // account before checking the password, so more than LOGIN_MAX_FAILURES (5) sign-ins of ONE account
  // in flight at once are refused with 429, whatever the password (see bench/README.md).
  const signIns: { email: string; password: string }[] = [];
  try {
    diary = await signUp(setupClient.send, 'diario@bench.example', '10.1.0.1');
    planner = await signUp(setupClient.send, 'planner@bench.example', '10.1.0.2');
    await seedDiaryDay(setupClient.send, diary.cookie, day);
    if (extras && wanted('login')) {
      signIns.push(diary, planner);
      for (const n of [3, 4]) signIns.push(await signUp(setupClient.send, `login${n}@bench.example`, `10.1.0.${n}`));
    }
  } finally {
    setupClient.close();
    await server.stop();
  }
  await makePremium({ databaseUrl, dataDir }, [planner.id]);
  server = await startServer(config);
  console.log(`  restarted in ${server.startMs} ms; measuring (${WARMUP} s warm-up + ${DURATION} s each)`);

  const url = server.url;
  const json = { 'content-type': 'application/json' };
  const results: Measure[] = [];
  const add = async (route: string, options: autocannon.Options) => {
    if (!wanted(route)) return;
    const baseline = ADJACENT ? await measureHello('  (bare Fastify, adjacent)', 1, BASELINE_DURATION) : null;
    const measured = await measure(route, options);
    if (baseline) measured.baselineReqPerSec = baseline.reqPerSec;
    results.push(measured);
  };
  try {
    await add('GET /api/health', { url: `${url}/api/health` });
    await add('GET /api/auth/session', { url: `${url}/api/auth/session`, headers: { cookie: diary.cookie } });
    await add('GET /api/meals (diary day)', {
      url: `${url}/api/meals?from=${day}&to=${day}`,
      headers: { cookie: diary.cookie },
    });
    await add('GET /api/foods?q=arroz', { url: `${url}/api/foods?q=arroz`, headers: { cookie: diary.cookie } });
    await add('POST /api/planner/calculate', {
      url: `${url}/api/planner/calculate`,
      method: 'POST',
      headers: { ...json, cookie: planner.cookie },
      body: JSON.stringify(PLANNER_BODY),
    });
    // Each request carries a new client-generated id, so every one is a real insert (201).
    const template = mealBody();
    await add('POST /api/meals', {
      url,
      requests: [
        {
          method: 'POST',
          path: '/api/meals',
          headers: { ...json, cookie: diary.cookie },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...template, id: randomUUID() }) }),
        },
      ],
    });
    if (extras) {
      await add('GET /api/planner/usage', { url: `${url}/api/planner/usage`, headers: { cookie: planner.cookie } });
      // Last: every sign-in adds a session row. scrypt makes it slow by design (4 connections, as before),
      // each request for the next of 4 accounts.
      let next = 0;
      await add('POST /api/auth/login (scrypt)', {
        connections: 4,
        url,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            headers: json,
            setupRequest: (request) => {
              const account = signIns[next++ % signIns.length];
              return { ...request, body: JSON.stringify({ email: account?.email, password: account?.password }) };
            },
          },
        ],
      });
    }
  } finally {
    await server.stop();
    if (args['keep-data']) console.log(`  kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  return { startMs: server.startMs, results };
}

async function main() {
  const before = machineInfo();
  console.log(`Server bench · ${describeMachine(before)}`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per route`);

  const hello = await startHello();
  helloUrl = hello.url;
  console.log('\n== bare Fastify (first)');
  const helloBefore = await measureHello();

  const byDb: Partial<Record<Kind, { startMs: number; results: Measure[] }>> = {};
  let cluster: PostgresCluster | null = null;
  try {
    for (const kind of DATABASES) {
      if (kind === 'postgres' && !cluster) cluster = await startPostgres({ settings: args['pg-setting'] ?? [] });
      byDb[kind] = await benchDatabase(kind, kind === 'postgres' ? cluster : null, !args['no-extras']);
    }
    console.log('\n== bare Fastify (last)');
  } finally {
    cluster?.stop();
  }
  const helloAfter = await measureHello();
  await hello.stop();
  const ends = (helloBefore.reqPerSec + helloAfter.reqPerSec) / 2;
  const after = machineInfo();
  const baselineOf = (m: Measure) => m.baselineReqPerSec ?? ends;
  for (const kind of DATABASES) for (const m of byDb[kind]?.results ?? []) m.baselineReqPerSec = baselineOf(m);
  // A second view that one noisy 5 s sample cannot swing: the median of every bare-Fastify figure.
  const allHello = [
    helloBefore.reqPerSec,
    helloAfter.reqPerSec,
    ...(ADJACENT ? DATABASES.flatMap((kind) => (byDb[kind]?.results ?? []).map(baselineOf)) : []),
  ].sort((a, b) => a - b);
  const median = allHello[Math.floor(allHello.length / 2)] ?? ends;

  console.log(
    `\nBare Fastify: ${Math.round(helloBefore.reqPerSec)} req/s first, ${Math.round(helloAfter.reqPerSec)} last; ` +
      (ADJACENT
        ? `each ratio below uses the bare Fastify measured just before that route (${BASELINE_DURATION} s).\n`
        : `ratios below use their mean, ${Math.round(ends)} req/s.\n`),
  );
  const rows: (string | number)[][] = [];
  for (const kind of DATABASES) {
    for (const m of byDb[kind]?.results ?? []) {
      rows.push([
        `${kind} ${m.route}`,
        Math.round(m.reqPerSec),
        m.p50,
        m.p99,
        m.non2xx + m.errors,
        Math.round(baselineOf(m)),
        (m.reqPerSec / baselineOf(m)).toFixed(4),
        (m.reqPerSec / median).toFixed(4),
      ]);
    }
  }
  console.log(
    table(
      [
        'route',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx+err',
        'bare Fastify',
        'ratio',
        `ratio to median ${Math.round(median)}`,
      ],
      rows,
    ),
  );

  console.log('\nTargets (issue 15):');
  const targets = TARGETS.filter((target) => byDb[target.db]).map((target) => {
    const m = byDb[target.db]?.results.find((result) => result.route === target.route);
    if (!m) {
      console.log(`  SKIP  ${target.db} ${target.route}: not measured in this run`);
      return { ...target, ratio: null, p99: null, pass: null };
    }
    const ratio = m.reqPerSec / baselineOf(m);
    const failures = m.non2xx + m.errors;
    const p99Ok = target.maxP99 === undefined || m.p99 <= target.maxP99;
    const pass = m.requests > 0 && failures === 0 && ratio >= target.minRatio && p99Ok;
    const detail =
      `ratio ${ratio.toFixed(4)} (need ≥ ${target.minRatio}; ${(m.reqPerSec / median).toFixed(4)} to the run's median)` +
      (target.maxP99 !== undefined ? `, p99 ${m.p99} ms (need ≤ ${target.maxP99})` : '') +
      (failures > 0 ? `, ${failures} non-2xx/errors` : '');
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${target.db} ${target.route}: ${detail}`);
    return { ...target, ratio: round(ratio, 4), p99: m.p99, pass };
  });

  writeJson(args.json ?? 'bench/results/server.json', {
    kind: 'server-bench',
    machineBefore: before,
    machineAfter: after,
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      logLevel: args['log-level'],
      baseline: ADJACENT ? `adjacent (${BASELINE_DURATION} s before each route)` : 'mean of first and last',
      postgresSettings: args['pg-setting'] ?? [],
    },
    bareFastify: { before: helloBefore, after: helloAfter, meanOfEnds: round(ends), median: round(median) },
    databases: byDb,
    postgresVersion: cluster?.version ?? null,
    targets,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
