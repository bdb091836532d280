import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any non-API GET that matches no file gets the app shell so the client
 * router handles it (unknown paths are redirected to / there). The build prerenders the landing into
 * index.html (served for /) and writes the empty shell to app.html, with .br and .gz copies of every
 * text file, sent to clients that accept them (`preCompressed`).
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  // Builds before the prerendered landing have no shell: index.html is the shell then.
  const shell = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    // Existing files have their own routes (wildcard: false); a missing asset is a 404, a page path is the app.
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile(shell);
  });
  return true;
}
