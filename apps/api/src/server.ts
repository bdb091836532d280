import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { resolveAuthSecret } from './lib/secret';

/** The only entry point with side effects: reads the environment, migrates, listens, shuts down gracefully. */
async function main() {
  const env = loadEnv();
  let reportConnectionError = (error: Error) => console.error(`database connection error: ${error.message}`);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => reportConnectionError(error),
  });
  await database.migrate();
  const app = await buildApp({
    env,
    database,
    authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    startJobs: true,
  });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection error');
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Prato Certo em http://localhost:${env.PORT} (banco: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
