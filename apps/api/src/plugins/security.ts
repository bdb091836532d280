import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, and a same-origin check on state-changing API calls (the session is a cookie). */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // helmet's middleware built once (the @fastify/helmet plugin rebuilt it on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The barcode scanner's polyfill compiles its own WebAssembly (served from 'self'), nothing else.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  // Every state-changing request, whatever its path: the router decodes percent-encoding
  // (/%61pi/goals reaches /api/goals), so the raw URL says nothing about what will run. The host
  // is Fastify's `request.host`: X-Forwarded-Host counts only from a proxy listed in TRUST_PROXY.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('BAD_ORIGIN', 'Origem da requisição não permitida.');
    }
    if (!originHost || originHost !== request.host)
      throw forbidden('BAD_ORIGIN', 'Origem da requisição não permitida.');
  });
}
