// The reference point of the server bench: a bare Fastify "hello" (no logger, no plugins), run as
// its own process like the real server. Usage: PORT=… node --import tsx bench/lib/hello-server.ts
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
