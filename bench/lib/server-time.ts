// What the server-time benches of one seeded user share (history, diary): a premium user with years
// of data, signed in on the in-process app; requests timed sequentially after a warm-up; the table
// printed per engine. Server time = the app's own handling of one request (app.inject: no network).
import type { App } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { makePremium, register, SEED_PASSWORD, seedYears, type SeedCounts } from '../seed-history';
import { percentile, round, table } from './report';

const WARM_UP = 5;

export interface RouteTiming {
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  pass: boolean;
}

export interface EngineResult {
  engine: string;
  seed: SeedCounts & { seconds: number };
  routes: RouteTiming[];
}

/** A premium user with five years of data (bench/seed-history.ts), signed in: their session cookie. */
export async function seededUser(app: App, database: Database, engine: string, email: string, now: Date) {
  const userId = await register(app, email, 'Cinco Anos');
  await makePremium(database, userId);
  const seedStart = Date.now();
  const counts = await seedYears(database, userId, 5, now);
  const seed = { ...counts, seconds: round((Date.now() - seedStart) / 1000) };
  console.log(`${engine}: seeded ${JSON.stringify(seed)}`);
  return { cookie: await signedInCookie(app, email), seed };
}

/** Signs in a seeded account (SEED_PASSWORD) on the in-process app: its session cookie. */
export async function signedInCookie(app: App, email: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: SEED_PASSWORD },
  });
  return [login.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Sorted milliseconds of `runs` sequential calls, after the warm-up calls (not kept). */
export async function timeCalls(runs: number, call: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + WARM_UP; i++) {
    const started = process.hrtime.bigint();
    await call();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (i >= WARM_UP) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

/** p50, p95 and max of sorted times; it passes when p95 is within the target (the baseline always does). */
export function timing(name: string, path: string, sorted: number[], targetMs: number, baseline = false): RouteTiming {
  const p95 = round(percentile(sorted, 95));
  return {
    name,
    path,
    p50: round(percentile(sorted, 50)),
    p95,
    max: round(sorted[sorted.length - 1] ?? 0),
    pass: baseline || p95 <= targetMs,
  };
}

/** GET each route `runs` times with the session; any answer but 200 stops the bench. */
export async function timeGets(
  app: App,
  cookie: string,
  routes: readonly (readonly [string, string])[],
  runs: number,
  targetMs: number,
): Promise<RouteTiming[]> {
  const results: RouteTiming[] = [];
  for (const [name, url] of routes) {
    const times = await timeCalls(runs, async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    });
    results.push(timing(name, url, times, targetMs, url === '/api/profile'));
  }
  return results;
}

/** One table per engine; the baseline row (GET /api/profile) has no verdict. */
export function printResults(results: readonly EngineResult[], runs: number, targetMs: number): void {
  for (const result of results) {
    console.log(`\n${result.engine} (server time in ms, ${runs} sequential requests each, target p95 ≤ ${targetMs})`);
    console.log(
      table(
        ['route', 'p50', 'p95', 'max', ''],
        result.routes.map((r) => [
          r.name,
          r.p50,
          r.p95,
          r.max,
          r.path === '/api/profile' ? '' : r.pass ? 'PASS' : 'FAIL',
        ]),
      ),
    );
  }
}
