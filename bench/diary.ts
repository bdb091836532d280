// Issue 33 scale target: a day of the food diary (GET /api/diary) answers in ≤ 50 ms of server time
// for a user with 5 years of data (~7,000 meals), on PGlite and on a durable PostgreSQL.
//
//   node --import tsx bench/diary.ts [--engine pglite|postgres|both] [--runs 40]
//
// The writes of the offline queue (an item added with its client id, its grams changed) are measured
// too, against the same target.
//
// Server time = the app's own handling of one request (app.inject: routing, session check, the day's
// rows by (user_id, local_date), the person's slots and goals, every registry nutrient summed per slot
// and for the day, serialisation; no network), measured sequentially after a warm-up.
import { randomUUID } from 'node:crypto';
import { engineArgs, withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, writeJson } from './lib/report';
import { printResults, seededUser, timeGets, timing, type EngineResult } from './lib/server-time';
import { localDateOf, shiftDate } from '../apps/api/src/lib/local-day';

const TARGET_MS = 50;
const TIME_ZONE = 'America/Sao_Paulo';

async function measure(engine: 'pglite' | 'postgres', runs: number): Promise<EngineResult> {
  return withEngineApp(engine, 'diary', async ({ app, database }) => {
    const now = new Date();
    const { cookie, seed } = await seededUser(app, database, engine, 'diario.cinco.anos@example.com', now);
    const yesterday = shiftDate(localDateOf(now, TIME_ZONE), -1);
    const routes = [
      ['baseline: GET /api/profile (session check + 1 row)', '/api/profile'],
      ['Diário, hoje (default date)', '/api/diary'],
      ['Diário, ontem (4 meals)', `/api/diary?date=${yesterday}`],
      ['Diário, 3 anos atrás', `/api/diary?date=${shiftDate(yesterday, -3 * 365)}`],
      ['Alimentos recentes (60 dias)', '/api/diary/recent-foods'],
    ] as const;
    const results = await timeGets(app, cookie, routes, runs, TARGET_MS);
    // Writes: an item added with a client id (the replay check looks the id up among the user's items
    // and everyone's), then its grams changed — the offline queue's two commonest writes.
    const writes: { name: string; path: string; times: number[] }[] = [
      { name: 'POST /api/diary/items (client id, ontem)', path: '/api/diary/items', times: [] },
      { name: 'PATCH /api/diary/items/:id (grams)', path: '/api/diary/items/:id', times: [] },
    ];
    for (let i = 0; i < runs + 5; i++) {
      const id = randomUUID();
      let started = process.hrtime.bigint();
      const added = await app.inject({
        method: 'POST',
        url: '/api/diary/items',
        headers: { cookie },
        payload: { id, date: yesterday, slot: 'snack', food: 'banana', grams: 75 },
      });
      const addMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (added.statusCode !== 201) throw new Error(`POST item: ${added.statusCode} ${added.body}`);
      started = process.hrtime.bigint();
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/diary/items/${id}`,
        headers: { cookie },
        payload: { grams: 80 },
      });
      const patchMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (changed.statusCode !== 200) throw new Error(`PATCH item: ${changed.statusCode} ${changed.body}`);
      if (i >= 5) {
        writes[0]!.times.push(addMs);
        writes[1]!.times.push(patchMs);
      }
    }
    for (const write of writes) {
      results.push(
        timing(
          write.name,
          write.path,
          write.times.sort((x, y) => x - y),
          TARGET_MS,
        ),
      );
    }
    return { engine, seed, routes: results };
  });
}

async function main() {
  const { engines, runs } = engineArgs('40');
  const machine = machineInfo();
  console.log(describeMachine(machine));
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await measure(engine, runs));
  printResults(results, runs, TARGET_MS);
  writeJson('bench/results/diary.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
