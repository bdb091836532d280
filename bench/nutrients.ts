// Issue 32 scale target: with 5 years of one user's data (bench/seed-history.ts, ~7,000 meals whose
// portions carry their food id and every registry nutrient), the day's nutrients and a 30-day
// nutrient summary answer in ≤ 50 ms of server time, on PGlite and on a durable PostgreSQL.
//
//   node --import tsx bench/nutrients.ts [--engine pglite|postgres|both] [--runs 40]
//
// Server time = the app's own handling of one request (app.inject: routing, session check, SQL, the
// sum, serialisation; no network), measured sequentially after a warm-up, as bench/history.ts does.
// Then the storage alternatives of decision 032, query alone (no HTTP), over the same 30 days: the
// portions jsonb read and summed in JS (the endpoint), or only their nutrients; summed in SQL
// (jsonb_to_record per portion, ->> per nutrient, jsonb_each); and a wide child table (one row per
// portion, one column per nutrient) built from the same data for the bench.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { FOODS } from '../packages/core/src/data/foods';
import {
  NUTRIENT_IDS,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
  type Nutrients,
} from '../packages/core/src/domain/nutrients';
import { portionNutrients } from '../packages/core/src/domain/nutrient-summary';
import { type Database } from '../apps/api/src/db/client';
import { mealConsumption, type MealPortionRow } from '../apps/api/src/db/schema/meals';
import { createNutrientsRepo } from '../apps/api/src/modules/nutrients/nutrients.repo';
import { localDateOf, localDayOf, shiftDate } from '../apps/api/src/lib/local-day';
import { engineArgs, withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, percentile, round, table, writeJson } from './lib/report';
import { signedInCookie } from './lib/server-time';
import { makePremium, register, seedYears, type SeedCounts } from './seed-history';

const TARGET_MS = 50;
const TIME_ZONE = 'America/Sao_Paulo';
const WARM_UP = 5;

interface Timing {
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  pass: boolean | null;
}

interface EngineResult {
  engine: string;
  seed: SeedCounts & { portions: number; seconds: number };
  routes: Timing[];
  queries: Timing[];
}

/** p50, p95 and max of `runs` sequential calls after the warm-up. */
async function timed(runs: number, call: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < runs + WARM_UP; i++) {
    const started = process.hrtime.bigint();
    await call();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times[times.length - 1] ?? 0),
  };
}

/**
 * The seeded meals (bench/seed-history.ts writes portions as they were before issue 32) given what a
 * meal saved today stores: each portion's library food id and its nutrients, food × grams / 100.
 */
async function addPortionNutrients(database: Database, userId: string): Promise<number> {
  const { db } = database;
  const byName = new Map(FOODS.map((food) => [food.name, food]));
  const rows = await db
    .select({ id: mealConsumption.id, portions: mealConsumption.portions })
    .from(mealConsumption)
    .where(eq(mealConsumption.userId, userId));
  let portions = 0;
  const updated = rows.map((row) => ({
    id: row.id,
    portions: row.portions.map((portion): MealPortionRow => {
      const food = byName.get(portion.foodName);
      if (!food?.nutrients) throw new Error(`seeded food not in the library: ${portion.foodName}`);
      portions += 1;
      return {
        ...portion,
        foodId: food.id,
        nutrients: roundNutrients(scaleNutrients(food.nutrients, portion.grams / 100)),
      };
    }),
  }));
  for (let i = 0; i < updated.length; i += 500) {
    const chunk = JSON.stringify(updated.slice(i, i + 500));
    await db.execute(sql`
      update meal_consumption as m set portions = v.portions
      from jsonb_to_recordset(${chunk}::jsonb) as v(id uuid, portions jsonb)
      where m.id = v.id`);
  }
  return portions;
}

/** Identifier of a registry nutrient as a column of the bench's child table. */
const column = (id: string) => sql.identifier(`n_${id}`);

/**
 * Decision 032's alternative, built for the bench only (never a migration): one row per portion, one
 * real column per registry nutrient (null = not measured), indexed like meal_consumption.
 */
async function createChildTable(database: Database, userId: string): Promise<void> {
  const { db } = database;
  const columns = sql.join(
    NUTRIENT_IDS.map((id) => sql`${column(id)} real`),
    sql`, `,
  );
  await db.execute(sql`create table bench_portion_nutrients (
    meal_id uuid not null, user_id text not null, consumed_at timestamptz not null, ${columns})`);
  const values = sql.join(
    NUTRIENT_IDS.map((id) => sql`(p -> 'nutrients' ->> ${id})::real`),
    sql`, `,
  );
  await db.execute(sql`insert into bench_portion_nutrients
    select m.id, m.user_id, m.consumed_at, ${values}
    from meal_consumption m, jsonb_array_elements(m.portions) as p where m.user_id = ${userId}`);
  await db.execute(sql`create index on bench_portion_nutrients (user_id, consumed_at)`);
  await db.execute(sql`analyze bench_portion_nutrients`);
}

/** Ways to get a 30-day sum: each query, and what it takes to finish the sum in JS. */
function queryAlternatives(database: Database, userId: string, from: Date, to: Date) {
  const { db } = database;
  const repo = createNutrientsRepo(db);
  const window = and(
    eq(mealConsumption.userId, userId),
    gte(mealConsumption.consumedAt, from),
    lt(mealConsumption.consumedAt, to),
  );
  return [
    {
      name: 'jsonb portions read, summed in JS (the endpoint)',
      async run() {
        const meals = await repo.mealPortions(userId, from, to);
        new Set(meals.map((meal) => localDateOf(meal.consumedAt, TIME_ZONE)));
        sumNutrients(meals.flatMap((meal) => meal.portions.map(portionNutrients)));
      },
    },
    {
      name: 'jsonb, only the nutrients read, summed in JS',
      async run() {
        const rows = await db
          .select({
            consumedAt: mealConsumption.consumedAt,
            nutrients: sql<Nutrients[]>`jsonb_path_query_array(${mealConsumption.portions}, '$[*].nutrients')`,
          })
          .from(mealConsumption)
          .where(window);
        new Set(rows.map((row) => localDateOf(row.consumedAt, TIME_ZONE)));
        sumNutrients(rows.flatMap((row) => row.nutrients.map((nutrients) => portionNutrients({ nutrients }))));
      },
    },
    {
      name: 'jsonb summed in SQL, jsonb_to_record per portion',
      async run() {
        const record = sql.join(
          NUTRIENT_IDS.map((id) => sql`${sql.identifier(id)} float8`),
          sql`, `,
        );
        const sums = sql.join(
          NUTRIENT_IDS.map((id) => sql`sum(n.${sql.identifier(id)}), count(n.${sql.identifier(id)})`),
          sql`, `,
        );
        await db.execute(sql`select count(distinct m.id), count(p.portion), ${sums}
          from meal_consumption m cross join lateral jsonb_array_elements(m.portions) as p(portion)
            left join lateral jsonb_to_record(p.portion -> 'nutrients') as n(${record}) on true
          where m.user_id = ${userId} and m.consumed_at >= ${from.toISOString()} and m.consumed_at < ${to.toISOString()}`);
      },
    },
    {
      name: 'jsonb summed in SQL, ->> per nutrient',
      async run() {
        const amount = (id: string) => sql`(p.portion -> 'nutrients' ->> ${id}::text)::float8`;
        const sums = sql.join(
          NUTRIENT_IDS.map((id) => sql`sum(${amount(id)}), count(${amount(id)})`),
          sql`, `,
        );
        await db.execute(sql`select count(*), ${sums}
          from meal_consumption m, jsonb_array_elements(m.portions) as p(portion)
          where m.user_id = ${userId} and m.consumed_at >= ${from.toISOString()} and m.consumed_at < ${to.toISOString()}`);
      },
    },
    {
      name: 'jsonb summed in SQL (jsonb_array_elements + jsonb_each)',
      async run() {
        await db.execute(sql`
          select e.key, sum(e.value::float8) filter (where jsonb_typeof(e.value) = 'number') as total,
                 count(*) filter (where jsonb_typeof(e.value) <> 'number') as unknown
          from meal_consumption m, jsonb_array_elements(m.portions) as p, jsonb_each(p -> 'nutrients') as e
          where m.user_id = ${userId} and m.consumed_at >= ${from.toISOString()} and m.consumed_at < ${to.toISOString()}
          group by e.key`);
      },
    },
    {
      name: 'child table (one row per portion), summed in SQL',
      async run() {
        const sums = sql.join(
          NUTRIENT_IDS.map((id) => sql`sum(${column(id)}), count(${column(id)})`),
          sql`, `,
        );
        await db.execute(sql`select count(*), ${sums} from bench_portion_nutrients
          where user_id = ${userId} and consumed_at >= ${from.toISOString()} and consumed_at < ${to.toISOString()}`);
      },
    },
  ];
}

async function measure(engine: 'pglite' | 'postgres', runs: number): Promise<EngineResult> {
  return withEngineApp(engine, 'nutrients', async ({ app, database }) => {
    const email = 'cinco.anos@example.com';
    const userId = await register(app, email, 'Cinco Anos');
    await makePremium(database, userId);
    const seedStart = Date.now();
    const now = new Date();
    const counts = await seedYears(database, userId, 5, now);
    const portions = await addPortionNutrients(database, userId);
    await createChildTable(database, userId);
    await database.db.execute(sql`analyze meal_consumption`);
    const seed = { ...counts, portions, seconds: round((Date.now() - seedStart) / 1000) };
    console.log(`${engine}: seeded ${JSON.stringify(seed)}`);

    const cookie = await signedInCookie(app, email);
    const today = localDateOf(now, TIME_ZONE);
    const twoYearsAgo = shiftDate(today, -730);
    const routeList = [
      ['baseline: GET /api/profile (session check + 1 row)', '/api/profile'],
      ['day, today', '/api/nutrients/day'],
      ['day, two years ago', `/api/nutrients/day?date=${twoYearsAgo}`],
      ['summary, last 30 days', '/api/nutrients/summary'],
      ['summary, 31 days two years ago', `/api/nutrients/summary?to=${twoYearsAgo}&days=31`],
    ] as const;
    const routes: Timing[] = [];
    for (const [name, url] of routeList) {
      const timing = await timed(runs, async () => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      });
      routes.push({ name, path: url, ...timing, pass: url === '/api/profile' ? null : timing.p95 <= TARGET_MS });
    }
    const from = localDayOf(shiftDate(today, -29), TIME_ZONE).start;
    const to = localDayOf(today, TIME_ZONE).end;
    const queries: Timing[] = [];
    for (const alternative of queryAlternatives(database, userId, from, to)) {
      queries.push({ name: alternative.name, path: '', ...(await timed(runs, alternative.run)), pass: null });
    }
    return { engine, seed, routes, queries };
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
        result.routes.map((r) => [r.name, r.p50, r.p95, r.max, r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL']),
      ),
    );
    console.log(`\n${result.engine}: a 30-day sum, query alone (ms)`);
    console.log(
      table(
        ['storage and sum', 'p50', 'p95', 'max'],
        result.queries.map((q) => [q.name, q.p50, q.p95, q.max]),
      ),
    );
  }
  writeJson('bench/results/nutrients.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
