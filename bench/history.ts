// Issue 8 scale target: with 5 years of one user's data (~7,000 meals, 2,000 activities, 1,800
// weights, 15,000 water intakes), the month view of every history tab and the home summary answer
// in ≤ 50 ms of server time, on PGlite and on a durable PostgreSQL.
//
//   node --import tsx bench/history.ts [--engine pglite|postgres|both] [--runs 40]
//
// Server time = the app's own handling of one request (app.inject: routing, session check, SQL,
// serialisation; no network), measured sequentially after a warm-up, the premium (unlimited) case.
import { engineArgs, withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, writeJson } from './lib/report';
import { printResults, seededUser, timeGets, type EngineResult } from './lib/server-time';

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

async function measure(engine: 'pglite' | 'postgres', runs: number): Promise<EngineResult> {
  return withEngineApp(engine, 'history', async ({ app, database }) => {
    const { cookie, seed } = await seededUser(app, database, engine, 'cinco.anos@example.com', new Date());
    const routes = await timeGets(app, cookie, ROUTES, runs, TARGET_MS);
    return { engine, seed, routes };
  });
}

async function main() {
  const { engines, runs } = engineArgs('40');
  const machine = machineInfo();
  console.log(describeMachine(machine));
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measure(engine, runs));
  printResults(results, runs, TARGET_MS);
  writeJson('bench/results/history.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
