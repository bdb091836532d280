// Seeds users with history (meals, activities, weights, water intakes) straight into the database,
// for the history bench (bench/history.ts) and the history E2E journey (e2e/history.spec.ts).
//
//   node --import tsx bench/seed-history.ts --data-dir DIR --e2e [--fresh]
//     before a server starts on DIR: a premium and a free user with a few weeks of data
//     (the accounts of e2e/history.spec.ts), and a premium user without data (e2e/assistant.spec.ts).
//   node --import tsx bench/seed-history.ts --data-dir DIR [--database-url URL] --years 5
//     one premium user with 5 years of data (~7,000 meals, 2,000 activities, 1,800 weights,
//     15,000 water intakes); prints the counts and the account.
//
// Accounts are registered through the app (real password hashing); the rows are bulk inserts.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { bmiCategoryCode, calculateBmi } from '../packages/core/src/domain/bmi';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { hydrationIntakes, physicalActivities, weightHistory } from '../apps/api/src/db/schema';
import { mealConsumption, type MealPortionRow } from '../apps/api/src/db/schema';
import { userSubscriptions } from '../apps/api/src/db/schema/subscriptions';
import { loadEnv } from '../apps/api/src/env';
import { localDay, localDateOf, shiftDate } from '../apps/api/src/lib/local-day';

export const SEED_PASSWORD = 'segredo123';
export const E2E_ACCOUNTS = {
  premium: { email: 'historico.premium@example.com', fullName: 'Paula Premium' },
  free: { email: 'historico.gratis@example.com', fullName: 'Fabio Gratis' },
  /** e2e/assistant.spec.ts: premium, with no meals (the journey logs its own). */
  assistant: { email: 'assistente.premium@example.com', fullName: 'Carla Premium' },
} as const;
const TIME_ZONE = 'America/Sao_Paulo';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Registers an account through the app and returns its id. */
export async function register(
  app: Awaited<ReturnType<typeof buildApp>>,
  email: string,
  fullName: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fullName, email, password: SEED_PASSWORD, confirmPassword: SEED_PASSWORD, acceptTerms: true },
  });
  if (res.statusCode !== 201) throw new Error(`registration of ${email} failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  const cookie = res.headers['set-cookie'];
  const session = [cookie ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  const profile = await app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { cookie: session },
    payload: {
      weight: 72,
      height: 168,
      age: 34,
      gender: 'female',
      activityLevel: 'lightly_active',
      healthGoals: 'maintain',
      breakfastCalories: 400,
      lunchCalories: 600,
      dinnerCalories: 600,
      snackCalories: 200,
      snackQuantity: 1,
    },
  });
  if (profile.statusCode !== 200) throw new Error(`profile of ${email}: ${profile.statusCode} ${profile.body}`);
  return id;
}

export async function makePremium(database: Database, userId: string): Promise<void> {
  await database.db
    .update(userSubscriptions)
    .set({ plan: 'premium_annual', status: 'active', currentPeriodEnd: new Date(Date.now() + 365 * DAY) })
    .where(eq(userSubscriptions.userId, userId));
}

const FOODS: MealPortionRow[] = [
  {
    foodName: 'Arroz, tipo 1, cozido',
    grams: 150,
    calories: 192,
    homeMeasure: '3 colheres de servir',
    macros: { protein: 3.8, carbs: 42.2, fat: 0.3, fiber: 2.4 },
    glycemicIndex: 73,
  },
  {
    foodName: 'Feijão, carioca, cozido',
    grams: 100,
    calories: 76,
    homeMeasure: '1 concha média',
    macros: { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 },
    glycemicIndex: 29,
  },
  {
    foodName: 'Frango, peito, sem pele, grelhado',
    grams: 120,
    calories: 191,
    homeMeasure: '1 filé médio',
    macros: { protein: 38.4, carbs: 0, fat: 3, fiber: 0 },
    glycemicIndex: null,
  },
];

type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

function mealRow(userId: string, consumedAt: Date, mealType: MealType, calories: number) {
  const scale = calories / 459;
  return {
    id: randomUUID(),
    userId,
    mealType,
    slot: mealType,
    localDate: localDateOf(consumedAt, TIME_ZONE),
    totalCalories: calories,
    totalProtein: Math.round(47 * scale * 10) / 10,
    totalCarbs: Math.round(55.8 * scale * 10) / 10,
    totalFat: Math.round(3.8 * scale * 10) / 10,
    totalFiber: Math.round(10.9 * scale * 10) / 10,
    glycemicIndex: 55,
    glycemicLoad: 30,
    portions: FOODS.map((food) => ({
      ...food,
      grams: Math.round(food.grams * scale),
      calories: Math.round(food.calories * scale),
    })),
    consumedAt,
    createdAt: consumedAt,
    updatedAt: consumedAt,
  };
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface SeedCounts {
  meals: number;
  activities: number;
  weights: number;
  intakes: number;
}

/**
 * `years` of history for one user up to `now` (nothing in the future): 3 meals a day plus a snack
 * on 6 days of 7, an activity every 22 h, a weight on 36 days of 37, 8 water intakes a day plus one
 * on 2 days of 9.
 */
export async function seedYears(database: Database, userId: string, years: number, now: Date): Promise<SeedCounts> {
  const days = Math.round(years * 365.25);
  const today = localDateOf(now, TIME_ZONE);
  const meals = [];
  const weights = [];
  const intakes = [];
  for (let back = 0; back < days; back++) {
    const date = shiftDate(today, -back);
    const start = localDay(new Date(`${date}T12:00:00Z`), TIME_ZONE).start.getTime();
    const at = (hours: number) => new Date(start + hours * HOUR);
    const slots: [MealType, number, number][] = [
      ['breakfast', 7.5, 380 + (back % 7) * 10],
      ['lunch', 12.5, 620 + (back % 5) * 15],
      ['dinner', 19.5, 560 + (back % 3) * 20],
    ];
    if (back % 7 !== 3) slots.push(['snack', 16, 180 + (back % 4) * 10]);
    for (const [type, hour, kcal] of slots) if (at(hour) <= now) meals.push(mealRow(userId, at(hour), type, kcal));
    if (back % 37 !== 0 && at(6.5) <= now) {
      weights.push({
        userId,
        weight: 72 - back / 500 + (back % 5) / 10,
        height: 168,
        bmi: null,
        bmiCategory: null,
        measuredAt: at(6.5),
        createdAt: at(6.5),
      });
    }
    const count = back % 9 === 0 || back % 9 === 4 ? 9 : 8;
    for (let i = 0; i < count; i++) {
      const hour = 7 + i * 1.75;
      intakes.push({
        userId,
        amountMl: 250,
        scheduledTime: `${String(Math.floor(hour)).padStart(2, '0')}:${hour % 1 === 0 ? '00' : String(Math.round((hour % 1) * 60)).padStart(2, '0')}`,
        actualTime: at(hour) <= now ? at(hour) : null,
        completed: at(hour) <= now,
        date,
      });
    }
  }
  const activities = [];
  for (let t = now.getTime() - HOUR; t > now.getTime() - days * DAY; t -= 22 * HOUR) {
    activities.push({
      userId,
      activityType: 'Caminhada, 5 km/h, ritmo moderado',
      durationMinutes: 30 + (activities.length % 4) * 10,
      intensity: 'moderate',
      caloriesBurned: 120 + (activities.length % 4) * 40,
      performedAt: new Date(t),
      createdAt: new Date(t),
    });
  }
  const { db } = database;
  await insertInChunks(meals, (chunk) => db.insert(mealConsumption).values(chunk));
  await insertInChunks(weights, (chunk) => db.insert(weightHistory).values(chunk));
  await insertInChunks(activities, (chunk) => db.insert(physicalActivities).values(chunk));
  await insertInChunks(intakes, (chunk) => db.insert(hydrationIntakes).values(chunk));
  return { meals: meals.length, activities: activities.length, weights: weights.length, intakes: intakes.length };
}

/**
 * The E2E accounts. Premium: 2 meals (450 + 700 kcal) and an activity (180 kcal) today, one 500 kcal
 * dinner on each of the 20 days before, 3 weights. Free: one meal on each of the last 8 days. Today's
 * rows sit between local midnight and now, so they are today's whatever the hour of the run.
 */
export async function seedE2e(database: Database, ids: { premium: string; free: string }, now: Date): Promise<void> {
  const today = localDay(now, TIME_ZONE);
  const sinceMidnight = now.getTime() - today.start.getTime();
  const todayAt = (fraction: number) => new Date(today.start.getTime() + Math.floor(sinceMidnight * fraction));
  const dinnerOf = (back: number) => new Date(today.start.getTime() - back * DAY + 20 * HOUR);
  const { db } = database;
  await db
    .insert(mealConsumption)
    .values([
      mealRow(ids.premium, todayAt(0.25), 'breakfast', 450),
      mealRow(ids.premium, todayAt(0.5), 'lunch', 700),
      ...Array.from({ length: 20 }, (_, i) => mealRow(ids.premium, dinnerOf(i + 1), 'dinner', 500)),
      mealRow(ids.free, todayAt(0.5), 'lunch', 610),
      ...Array.from({ length: 7 }, (_, i) => mealRow(ids.free, dinnerOf(i + 1), 'dinner', 520)),
    ]);
  await db.insert(physicalActivities).values({
    userId: ids.premium,
    activityType: 'Caminhada, 5 km/h, ritmo moderado',
    durationMinutes: 40,
    intensity: 'moderate',
    caloriesBurned: 180,
    performedAt: todayAt(0.75),
  });
  await db.insert(weightHistory).values(
    [71.2, 71.8, 72.4].map((weight, i) => ({
      userId: ids.premium,
      weight,
      height: 168,
      bmi: calculateBmi(weight, 168),
      bmiCategory: bmiCategoryCode(calculateBmi(weight, 168)),
      measuredAt: new Date(today.start.getTime() - (i * 7 + 2) * DAY + 7 * HOUR),
    })),
  );
}

/** How long before local midnight a seed of the E2E accounts waits for the new day instead. */
const DAYS_END_MARGIN_MS = 5 * 60_000;

/**
 * The history journeys check "today" on rows seeded for today in the accounts' zone, and they run first
 * (playwright.config.ts), a few minutes after the seed at most. Seeded in the last minutes of a day, the
 * rows would be checked on the next one: those minutes are waited out before seeding (five at most, in a
 * few runs a day; the notification journey waits for the same reason).
 */
export async function waitOutTheDaysEnd(): Promise<void> {
  const untilMidnight = localDay(new Date(), TIME_ZONE).end.getTime() - Date.now();
  if (untilMidnight >= DAYS_END_MARGIN_MS) return;
  console.log(`seed: ${Math.ceil(untilMidnight / 1000)} s até a meia-noite em ${TIME_ZONE}; aguardando o novo dia`);
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 2_000));
}

/** The accounts of e2e/history.spec.ts and e2e/assistant.spec.ts, registered through `app` on `database`. */
export async function seedE2eAccounts(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  now: Date,
): Promise<void> {
  const premium = await register(app, E2E_ACCOUNTS.premium.email, E2E_ACCOUNTS.premium.fullName);
  const free = await register(app, E2E_ACCOUNTS.free.email, E2E_ACCOUNTS.free.fullName);
  await makePremium(database, premium);
  await seedE2e(database, { premium, free }, now);
  const assistant = await register(app, E2E_ACCOUNTS.assistant.email, E2E_ACCOUNTS.assistant.fullName);
  await makePremium(database, assistant);
}

/** Runs `work` with the app over a migrated database, as the seed scripts do (standard password hashes). */
export async function withSeedApp(
  where: { dataDir: string | null; databaseUrl?: string | undefined },
  work: (app: Awaited<ReturnType<typeof buildApp>>, database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(where);
  try {
    await database.migrate();
    const app = await buildApp({
      env: loadEnv({
        DATA_DIR: where.dataDir ?? '/nonexistent',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        // The seeds sign up their accounts from one address (app.inject): no per-address budget.
        SIGNUP_PER_ADDRESS_PER_HOUR: '0',
      }),
      database,
      authSecret: 's'.repeat(48),
      logger: false,
    });
    try {
      await work(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      e2e: { type: 'boolean', default: false },
      /** Start from an empty embedded database (the E2E server's data directory is reused by plain runs). */
      fresh: { type: 'boolean', default: false },
      years: { type: 'string', default: '5' },
    },
  });
  const dataDir = values['data-dir'] ?? null;
  if (!dataDir && !values['database-url']) throw new Error('--data-dir or --database-url is required');
  if (values.fresh && dataDir && !values['database-url'])
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  if (values.e2e) await waitOutTheDaysEnd();
  await withSeedApp({ dataDir, databaseUrl: values['database-url'] }, async (app, database) => {
    const now = new Date();
    if (values.e2e) {
      await seedE2eAccounts(app, database, now);
      console.log('seed-history: E2E accounts ready');
    } else {
      const email = `historico.${Date.now()}@example.com`;
      const id = await register(app, email, 'Cinco Anos');
      await makePremium(database, id);
      const counts = await seedYears(database, id, Number(values.years), now);
      console.log(JSON.stringify({ email, password: SEED_PASSWORD, ...counts }));
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
