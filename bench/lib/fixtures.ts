// Request bodies and data set-up shared by the server bench and the harness.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { userSubscriptions } from '../../apps/api/src/db/schema/subscriptions';
import type { Send } from './http';

/** A day's diary: breakfast, a snack, lunch, a snack, dinner. */
const DAY_MEALS = ['breakfast', 'snack', 'lunch', 'snack', 'dinner'] as const;

/** A saved meal as the planner screen sends it (client-generated id). */
export function mealBody(id: string = randomUUID(), consumedAt?: string, mealType: string = 'lunch') {
  return {
    id,
    mealType,
    portions: [
      portion('Arroz branco cozido', 150, 192, 'meia xícara', { protein: 3.8, carbs: 42, fat: 0.3, fiber: 2.4 }, 73),
      portion('Feijão carioca cozido', 100, 76, '1 concha', { protein: 4.8, carbs: 13.6, fat: 0.5, fiber: 8.5 }, 39),
      portion('Frango, peito, grelhado', 120, 191, '1 filé', { protein: 38.4, carbs: 0, fat: 3, fiber: 0 }, null),
    ],
    totalCalories: 459,
    totalMacros: { protein: 47, carbs: 55.6, fat: 3.8, fiber: 10.9 },
    glycemicData: { index: 58, load: 32 },
    ...(consumedAt ? { consumedAt } : {}),
    foodItems: ['arroz branco', 'feijão carioca', 'frango grelhado'],
  };
}

function portion(
  foodName: string,
  grams: number,
  calories: number,
  homeMeasure: string,
  macros: { protein: number; carbs: number; fat: number; fiber: number },
  glycemicIndex: number | null,
) {
  return { foodName, grams, calories, homeMeasure, macros, glycemicIndex };
}

export function weightBody(id: string = randomUUID()) {
  return { id, weight: Math.round((60 + Math.random() * 30) * 10) / 10, notes: 'bench' };
}

export function activityBody(id: string = randomUUID()) {
  return { id, activityType: 'Caminhada', durationMinutes: 10 + Math.floor(Math.random() * 50), intensity: 'moderate' };
}

export const PLANNER_BODY = {
  mealType: 'lunch',
  targetCalories: 600,
  foods: ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'],
};

/** A past local day (São Paulo, the profile's default zone): yesterday, as YYYY-MM-DD. */
export function diaryDay(): string {
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(yesterday);
}

/** Logs a day of five meals (08:00–21:00 São Paulo time). */
export async function seedDiaryDay(send: Send, cookie: string, day: string): Promise<void> {
  const hours = ['08', '12', '16', '19', '21'];
  for (const [index, mealType] of DAY_MEALS.entries()) {
    const consumedAt = `${day}T${hours[index]}:00:00-03:00`;
    const response = await send({
      method: 'POST',
      url: '/api/meals',
      headers: { cookie },
      payload: mealBody(randomUUID(), consumedAt, mealType),
    });
    if (response.statusCode !== 201) throw new Error(`seeding a meal: ${response.statusCode} ${response.body}`);
  }
}

/**
 * Gives users an active annual premium plan (no planner quota). There is no HTTP route for it (payments
 * are outside the app), so it is written in the database, as the old in-process bench did. With PGlite
 * the server must be stopped (one process owns the files).
 */
export async function makePremium(
  where: { databaseUrl?: string | undefined; dataDir: string },
  userIds: string[],
): Promise<void> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
  try {
    await database.db
      .update(userSubscriptions)
      .set({ plan: 'premium_annual', status: 'active', currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000) })
      .where(inArray(userSubscriptions.userId, userIds));
  } finally {
    await database.close();
  }
}
