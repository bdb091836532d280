// Issue 35 target: a cached product lookup (GET /api/products/:barcode answered from our cache, Open Food
// Facts never asked) in ≤ 5 ms of server time, on PGlite and on a durable PostgreSQL. Also measured,
// with the same cache: the user's own correction answering instead, the food search that offers
// products ("Produto") and a planner calculation that names one (the catalogue loads only the products
// a request needs, decision 039).
//
//   node --import tsx bench/products.ts [--engine pglite|postgres|both] [--runs 200] [--products 5000]
//
// Server time = the app's own handling of one request (app.inject: routing, session check, SQL,
// serialisation; no network), measured sequentially after a warm-up, as bench/nutrients.ts does. The
// cache is filled with `--products` rows (valid EAN-13s, realistic names and nutrients) written
// directly: the bench measures reads of a cache, not Open Food Facts.
import { sql } from 'drizzle-orm';
import { gtinCheckDigit } from '../packages/core/src/domain/barcode';
import { unknownNutrients } from '../packages/core/src/domain/nutrients';
import { productFoodName } from '../packages/core/src/domain/product';
import { PRODUCT_SOURCE } from '../packages/core/src/schemas/products';
import type { Database } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/schema/products';
import { engineArgs, withEngineApp } from './lib/engine-app';
import { describeMachine, machineInfo, percentile, round, table, writeJson } from './lib/report';
import { signedInCookie } from './lib/server-time';
import { makePremium, register } from './seed-history';

const TARGET_MS = 5;
const WARM_UP = 20;

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  pass: boolean | null;
}

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
    p50: round(percentile(times, 50), 2),
    p95: round(percentile(times, 95), 2),
    max: round(times.at(-1) ?? 0, 2),
  };
}

/** The i-th EAN-13 of a Brazilian prefix (789), with its check digit. */
function barcodeOf(index: number): string {
  const body = `789${String(index).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const KINDS = ['Biscoito', 'Iogurte', 'Refrigerante', 'Achocolatado', 'Pão de forma', 'Salgadinho', 'Suco', 'Bolo'];
const FLAVOURS = ['morango', 'chocolate', 'integral', 'original', 'limão', 'baunilha', 'coco', 'cebola e salsa'];

async function fillCache(database: Database, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const liquid = i % 4 === 2 || i % 8 === 6;
    return {
      barcode: barcodeOf(i + 1),
      name: `${KINDS[i % KINDS.length]} ${FLAVOURS[Math.floor(i / KINDS.length) % FLAVOURS.length]} ${i + 1}`,
      brand: `Marca ${(i % 50) + 1}`,
      quantity: liquid ? '1 L' : '200 g',
      basis: liquid ? ('100ml' as const) : ('100g' as const),
      nutrients: {
        ...unknownNutrients(),
        energy: 50 + (i % 400),
        protein: 3 + (i % 7),
        carbs: 10 + (i % 60),
        fat: 1 + (i % 20),
        fiber: i % 5,
        saturatedFat: (i % 20) / 3,
        sugars: 5 + (i % 30),
        addedSugars: i % 3 === 0 ? null : 2 + (i % 20),
        sodium: 20 + ((i * 37) % 900),
      },
      servingGrams: liquid ? 200 : 30,
      nova: (i % 4) + 1,
      source: PRODUCT_SOURCE,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await database.db.insert(products).values(rows.slice(start, start + 500));
  }
  await database.db.execute(sql`analyze products`);
  return rows;
}

async function measure(engine: 'pglite' | 'postgres', runs: number, count: number) {
  return withEngineApp(engine, 'products', async ({ app, database }) => {
    const rows = await fillCache(database, count);
    const email = 'produtos@example.com';
    // Premium: no hourly cap on the planner's calculations.
    await makePremium(database, await register(app, email, 'Paula Produtos'));
    const cookie = await signedInCookie(app, email);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const middle = rows[Math.floor(count / 2)] ?? rows[0];
    if (!middle) throw new Error('no products');
    // The user's own correction of another product (a "Meu alimento" with its barcode).
    const corrected = rows[1];
    if (!corrected) throw new Error('no products');
    const own = await app.inject({
      method: 'POST',
      url: '/api/user-foods',
      headers: { cookie },
      payload: {
        name: 'Minha correção',
        kind: 'other',
        basis: 'per100g',
        servingLabel: '1 porção',
        servingGrams: 30,
        kcal: 200,
        carbs: 30,
        protein: 5,
        fat: 6.7,
        barcode: corrected.barcode,
      },
    });
    if (own.statusCode !== 201) throw new Error(`user food: ${own.body}`);

    const timings: Timing[] = [];
    const add = async (name: string, url: string, target: boolean, call?: () => Promise<void>) => {
      const timing = await timed(runs, call ?? (() => get(url)));
      timings.push({ name, ...timing, pass: target ? timing.p95 <= TARGET_MS : null });
    };
    await add('baseline: GET /api/profile (session check + 1 row)', '/api/profile', false);
    await add('cached product (GET /api/products/:barcode)', `/api/products/${middle.barcode}`, true);
    await add('the user’s correction instead (barcode of a Meu alimento)', `/api/products/${corrected.barcode}`, true);
    await add(
      'food search offering products (GET /api/foods?q=biscoito chocolate)',
      '/api/foods?q=biscoito%20chocolate',
      false,
    );
    await add('food search, no product matches (GET /api/foods?q=arroz)', '/api/foods?q=arroz', false);
    const foodName = productFoodName(middle);
    await add('planner with a product (POST /api/planner/calculate)', '', false, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/planner/calculate',
        headers: { cookie },
        payload: {
          mealType: 'lunch',
          targetCalories: 500,
          foods: [foodName, 'Arroz branco', 'Feijão carioca', 'Frango grelhado'],
        },
      });
      if (res.statusCode !== 200) throw new Error(`planner: ${res.statusCode} ${res.body}`);
    });
    return { engine, products: count, timings };
  });
}

async function main() {
  const { engines, runs, values } = engineArgs('200', { products: { type: 'string', default: '5000' } });
  const count = Number(values.products);
  const machine = machineInfo();
  console.log(describeMachine(machine));
  const results = [];
  for (const engine of engines) results.push(await measure(engine, runs, count));
  for (const result of results) {
    console.log(
      `\n${result.engine}, ${result.products} cached products (server time in ms, ${runs} sequential requests, target p95 ≤ ${TARGET_MS})`,
    );
    console.log(
      table(
        ['request', 'p50', 'p95', 'max', ''],
        result.timings.map((t) => [t.name, t.p50, t.p95, t.max, t.pass === null ? '' : t.pass ? 'PASS' : 'FAIL']),
      ),
    );
  }
  writeJson('bench/results/products.json', { machine, targetMs: TARGET_MS, results });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
