// Planner API throughput on the embedded database: `node --import tsx bench/api-planner.ts`.
// Figures go to bench/README.md. Runs as a premium user (no quota) so every calculation succeeds.
import { eq } from 'drizzle-orm';
import { userSubscriptions } from '../apps/api/src/db/schema/subscriptions';
import { load, runBench, withBenchApp } from './bench-app';

runBench(() =>
  withBenchApp('prato-bench-planner-', async ({ address, database, userId, cookie }) => {
    await database.db
      .update(userSubscriptions)
      .set({ plan: 'premium_annual', status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(userSubscriptions.userId, userId));

    await load('GET /api/foods?q=arroz', { url: `${address}/api/foods?q=arroz`, headers: { cookie } });
    await load('POST /api/planner/calculate (5 alimentos)', {
      url: `${address}/api/planner/calculate`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        mealType: 'lunch',
        targetCalories: 600,
        foods: ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'],
      }),
    });
    await load('GET /api/planner/usage', { url: `${address}/api/planner/usage`, headers: { cookie } });
    await load('GET /api/meals', { url: `${address}/api/meals`, headers: { cookie } });
  }),
);
