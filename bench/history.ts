// Issue 8 scale target: with 5 years of one user's data (~7,000 meals, 2,000 activities, 1,800
// weights, 15,000 water intakes), the month view of every history tab and the home summary answer
// in ≤ 50 ms of server time, on PGlite and on a durable PostgreSQL.
//
//   node --import tsx bench/history.ts [--engine pglite|postgres|both] [--runs 40]
//
// Server time = the app's own handling of one request (app.inject: routing, session check, SQL,
// serialisation; no network), measured sequentially after a warm-up, the premium (unlimited) case.
import { engineArgs, withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, percentile, round, table, writeJson } from './lib/report';
import { makePremium, register, SEED_PASSWORD, seedYears, type SeedCounts } from './seed-history';

const TARGET_MS = 50;
const ROUTES = [
  ['baseline: GET /api/profile (session check + 1 row)', '/api/profile'],
  ['home summary', '/api/home'],
  ['Refeições, Último Mês (page of 50)', '/api/meals?period=month&limit=50'],
  ['Atividades, Último Mês (page of 50)', '/api/activities?period=month&limit=50'],
  ['Peso, Último Mês (page of 50)', '/api/weights?period=month&limit=50'],
  ['Hidratação, Último Mês (page 1 of 50)', '/api/hydration/intakes?period=month'],
  ['Refeições, Tudo (365 d, first page)', '/api/meals?period=all&limit=50'],
  ['Hidratação, Tudo (365 d, page 7)', '/api/hydration/intakes?period=all&page=7'],
] as const;

interface EngineResult {
  engine: string;
  seed: SeedCounts & { seconds: number };
  routes: { name: string; path: string; p50: number; p95: number; max: number; pass: boolean }[];
}

async function measure(engine: 'pglite' | 'postgres', runs: number): Promise<EngineResult> {
  return withEngineApp(engine, 'history', async ({ app, database }) => {
    const email = 'cinco.anos@example.com';
    const userId = await register(app, email, 'Cinco Anos');
    await makePremium(database, userId);
    const seedStart = Date.now();
    const counts = await seedYears(database, userId, 5, new Date());
    const seed = { ...counts, seconds: round((Date.now() - seedStart) / 1000) };
    console.log(`${engine}: seeded ${JSON.stringify(seed)}`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: SEED_PASSWORD },
    });
    const cookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    const routes = [];
    for (const [name, url] of ROUTES) {
      const times: number[] = [];
      for (let i = 0; i < runs + 5; i++) {
        const started = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 5) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = round(percentile(times, 95));
      routes.push({
        name,
        path: url,
        p50: round(percentile(times, 50)),
        p95,
        max: round(times[times.length - 1] ?? 0),
        pass: url === '/api/profile' || p95 <= TARGET_MS,
      });
    }
    return { engine, seed, routes };
  });
}

async function main() {
  const { engines, runs } = engineArgs('40');
  const machine = machineInfo();
  console.log(describeMachine(machine));
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measure(engine, runs));
  for (const result of results) {
    console.log(`\n${result.engine} (server time in ms, ${runs} sequential requests each, target p95 ≤ ${TARGET_MS})`);
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
  writeJson('bench/results/history.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
