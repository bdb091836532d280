// Planner API throughput on the embedded database: `node --import tsx bench/api-planner.ts`.
// Figures go to bench/README.md. Runs as a premium user (no quota) so every calculation succeeds.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { userSubscriptions } from '../apps/api/src/db/schema/subscriptions';
import { loadEnv } from '../apps/api/src/env';

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  erros ${result.errors + result.non2xx}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-bench-planner-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const started = Date.now();
  const app = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    authSecret: 'b'.repeat(48),
    logger: false,
  });
  console.log(`buildApp com a carga da TACO: ${Date.now() - started} ms`);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const reg = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Mark',
        email: 'bench@example.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        acceptTerms: true,
      }),
    });
    const { user } = (await reg.json()) as { user: { id: string } };
    const cookie = reg.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    await database.db
      .update(userSubscriptions)
      .set({ plan: 'premium_annual', status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(userSubscriptions.userId, user.id));
    const json = { 'content-type': 'application/json', cookie };

    console.log(`Node ${process.version}, ${os.cpus().length} CPUs, PGlite em ${dataDir}`);
    await run('GET /api/foods?q=arroz', { url: `${address}/api/foods?q=arroz`, headers: { cookie } });
    await run('POST /api/planner/calculate (5 alimentos)', {
      url: `${address}/api/planner/calculate`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        mealType: 'lunch',
        targetCalories: 600,
        foods: ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'],
      }),
    });
    await run('GET /api/planner/usage', { url: `${address}/api/planner/usage`, headers: { cookie } });
    await run('GET /api/meals', { url: `${address}/api/meals`, headers: { cookie } });
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
