import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { buildPlans, type PlanCatalogue } from '@prato/core/domain/plans';
import { READS_IN_PAGE, SIGNED_OUT_META, type PageLoad } from '@prato/core/domain/session-in-page';
import { registerWebStatic } from '../src/plugins/web-static';

/** A web build as `vite build` writes it: prerendered index.html, the app.html shell, hashed assets, .br/.gz. */
async function servedBuild(
  plans?: PlanCatalogue,
  extraFiles: Record<string, string> = {},
  carriesSession?: (cookieHeader: string | undefined) => Promise<boolean>,
  { api, readsTimeoutMs }: { api?: (app: FastifyInstance) => void; readsTimeoutMs?: number } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prato-web-static-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html lang="pt-BR"><head><title>Prato Certo</title></head><body><div id="root"><h1>Landing</h1></div></body></html>',
    'app.html': '<div id="root"></div>',
    'assets/app-Ab12Cd34.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'sw.js': `self.addEventListener('install', () => {}); // ${'y'.repeat(2000)}`,
    ...extraFiles,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), content);
    if (name.endsWith('.js') || name === 'index.html') {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
    }
  }
  const app = Fastify();
  api?.(app);
  expect(await registerWebStatic(app, dir, plans, carriesSession, { readsTimeoutMs })).toBe(true);
  await app.ready();
  return {
    app,
    files,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('/ is the prerendered landing and other pages get the app shell, both revalidated', async () => {
  const web = await servedBuild();
  try {
    const landing = await web.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<h1>Landing</h1>');
    expect(landing.headers['cache-control']).toBe('no-cache');

    for (const url of ['/home', '/login?next=%2Fplan', '/qualquer/coisa']) {
      const page = await web.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(web.files['app.html']);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  } finally {
    await web.close();
  }
});

test('/login is the page the build prerendered into login.html; other pages still get the shell', async () => {
  const login =
    '<html><head><title>Entrar · Prato Certo</title></head><body><div id="root" data-prerendered><form></form></div></body></html>';
  const web = await servedBuild(undefined, { 'login.html': login });
  try {
    for (const url of ['/login', '/login?next=%2Fplan']) {
      const page = await web.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(login);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await web.app.inject({ method: 'GET', url: '/register' })).body).toBe(web.files['app.html']);
  } finally {
    await web.close();
  }
});

test('the shell tells a request without a session cookie that it has none, and only that request', async () => {
  const shell = '<html><head><title>Prato Certo</title></head><body><div id="root"></div></body></html>';
  const web = await servedBuild(undefined, { 'app.html': shell }, async (cookie) =>
    /prato\.session_token=/.test(cookie ?? ''),
  );
  try {
    const signedOut = await web.app.inject({ method: 'GET', url: '/home' });
    expect(signedOut.body).toBe(shell.replace('</head>', `${SIGNED_OUT_META}</head>`));
    expect(signedOut.headers.vary).toMatch(/cookie/i);
    expect(signedOut.headers['cache-control']).toBe('no-cache');

    const signedIn = await web.app.inject({
      method: 'GET',
      url: '/home',
      headers: { cookie: 'prato.session_token=abc.def' },
    });
    expect(signedIn.body).toBe(shell);
    expect(signedIn.headers.vary).toMatch(/cookie/i);
  } finally {
    await web.close();
  }
});

describe('a page opened with a session cookie comes with its chunks and its first reads', () => {
  const shell = '<html><head><title>Prato Certo</title></head><body><div id="root"></div></body></html>';
  const pageLoads: Record<string, PageLoad> = {
    '/home': { chunks: ['/assets/layout-1.js', '/assets/home-1.js'], reads: ['/auth/session', '/profile', '/home'] },
    '/register': { chunks: ['/assets/sign-in-1.js'], reads: [] },
  };
  const files = { 'app.html': shell, [READS_IN_PAGE.manifestFile]: JSON.stringify(pageLoads) };
  const hasSession = async (cookie: string | undefined) => /prato\.session_token=/.test(cookie ?? '');
  const cookie = 'prato.session_token=abc.def';

  /** The JSON the page carries, or null without it. */
  function readsIn(html: string): unknown {
    const match = new RegExp(`<script type="application/json" id="${READS_IN_PAGE.scriptId}">(.*?)</script>`).exec(
      html,
    );
    return match ? JSON.parse(match[1]!) : null;
  }

  test("the reads are made with the request's own cookie and written into the page, which no cache keeps", async () => {
    const seen: (string | undefined)[] = [];
    const web = await servedBuild(undefined, files, hasSession, {
      api(app) {
        app.get('/api/auth/session', async (request) => {
          seen.push(request.headers.cookie);
          // A name that tries to close the script element.
          return { user: { id: 'u1', fullName: 'Ana </script><script>alert(1)</script>' } };
        });
        app.get('/api/profile', async (request) => {
          seen.push(request.headers.cookie);
          return { id: 'u1', weight: 70 };
        });
        app.get('/api/home', async (_request, reply) => reply.code(409).send({ error: { code: 'X', message: 'm' } }));
      },
    });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/home/', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toMatch(/cookie/i);
      expect(seen).toEqual([cookie, cookie]);
      // The user's text cannot end the script element: only the page's own </script> tags close one.
      expect(page.body).not.toContain('</script><script>alert(1)');
      expect(readsIn(page.body)).toEqual({
        '/auth/session': {
          status: 200,
          body: { user: { id: 'u1', fullName: 'Ana </script><script>alert(1)</script>' } },
        },
        '/profile': { status: 200, body: { id: 'u1', weight: 70 } },
        '/home': { status: 409, body: { error: { code: 'X', message: 'm' } } },
      });
      for (const href of pageLoads['/home']!.chunks) {
        expect(page.body).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
      }
    } finally {
      await web.close();
    }
  });

  test('a cookie the reads set (a renewed session and its companion) reaches the browser with the page', async () => {
    const web = await servedBuild(undefined, files, hasSession, {
      api(app) {
        app.get('/api/auth/session', async (_request, reply) => {
          reply.header('set-cookie', [
            'prato.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly',
            'prato.signed_in=1; Max-Age=2592000; Path=/',
          ]);
          return { user: { id: 'u1' } };
        });
        app.get('/api/profile', async (_request, reply) => {
          reply.header('set-cookie', 'prato.signed_in=1; Max-Age=2592000; Path=/');
          return { id: 'u1' };
        });
        app.get('/api/home', async () => ({ goal: 2000 }));
      },
    });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/home', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      // One of each name.
      expect([page.headers['set-cookie']].flat().sort()).toEqual([
        'prato.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly',
        'prato.signed_in=1; Max-Age=2592000; Path=/',
      ]);
    } finally {
      await web.close();
    }
  });

  test('a read the server fails (5xx) is left for the app to make; reads slower than the limit leave the page without any', async () => {
    let slow = false;
    const web = await servedBuild(undefined, files, hasSession, {
      readsTimeoutMs: 200,
      api(app) {
        app.get('/api/auth/session', async () => {
          if (slow) await new Promise((resolve) => setTimeout(resolve, 1000));
          return { user: { id: 'u1' } };
        });
        app.get('/api/profile', async () => ({ id: 'u1' }));
        app.get('/api/home', async () => {
          throw new Error('banco fora do ar');
        });
      },
    });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/home', headers: { cookie } });
      expect(Object.keys(readsIn(page.body) as object).sort()).toEqual(['/auth/session', '/profile']);

      slow = true;
      const late = await web.app.inject({ method: 'GET', url: '/home', headers: { cookie } });
      expect(late.statusCode).toBe(200);
      expect(readsIn(late.body)).toBeNull();
      // Its chunks are linked all the same.
      expect(late.body).toContain('href="/assets/home-1.js"');
    } finally {
      await web.close();
    }
  });

  test('without a session cookie nothing is read; a page that reads nothing gets its chunks either way', async () => {
    let reads = 0;
    const web = await servedBuild(undefined, files, hasSession, {
      api(app) {
        app.get('/api/auth/session', async () => {
          reads += 1;
          return { user: null };
        });
      },
    });
    try {
      const signedOut = await web.app.inject({ method: 'GET', url: '/home' });
      expect(signedOut.body).toBe(shell.replace('</head>', `${SIGNED_OUT_META}</head>`));
      expect(reads).toBe(0);

      const link = '<link rel="modulepreload" crossorigin href="/assets/sign-in-1.js">';
      const register = await web.app.inject({ method: 'GET', url: '/register?next=%2Fplan' });
      expect(register.body).toBe(shell.replace('</head>', `${SIGNED_OUT_META}${link}</head>`));
      expect(register.headers['cache-control']).toBe('no-cache');
      const registerSignedIn = await web.app.inject({ method: 'GET', url: '/register', headers: { cookie } });
      expect(registerSignedIn.body).toBe(shell.replace('</head>', `${link}</head>`));
      expect(reads).toBe(0);
    } finally {
      await web.close();
    }
  });
});

test('hashed assets are sent precompressed (brotli first, then gzip) and cached for a year', async () => {
  const web = await servedBuild();
  try {
    const url = '/assets/app-Ab12Cd34.js';
    const br = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.files[url.slice(1)]);

    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.files[url.slice(1)]);
  } finally {
    await web.close();
  }
});

test('the service worker is never cached long, and a missing asset is a 404, not the shell', async () => {
  const web = await servedBuild();
  try {
    const sw = await web.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');

    const missing = await web.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    const api = await web.app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
  } finally {
    await web.close();
  }
});

const PLANS_SCRIPT = /<script type="application\/json" id="plans">(.*?)<\/script>/;

test('with configured plans, / carries the catalogue and hides the prerendered prices until the page shows it', async () => {
  const plans = buildPlans({
    priceCents: { premium_quarterly: 4990 },
    labels: { premium_annual: 'Anual </script><b>' },
  });
  const web = await servedBuild(plans);
  try {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const landing = await web.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(landing.statusCode).toBe(200);
      expect(landing.headers['cache-control']).toBe('no-cache');
      expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
      const html =
        encoding === 'br'
          ? brotliDecompressSync(landing.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(landing.rawPayload).toString()
            : landing.body;
      expect(html).toContain('<h1>Landing</h1>');
      expect(html).toContain(`<style id="plans-pending">[data-plans='build']{visibility:hidden}</style>`);
      // A label cannot end the script element: its `<` is escaped inside the JSON.
      expect(html).not.toContain('</script><b>');
      const json = JSON.parse(PLANS_SCRIPT.exec(html)?.[1] ?? 'null') as {
        plans: { id: string; label: string; priceCents: number; bestValue: boolean }[];
      };
      expect(json.plans.map(({ id, label, priceCents, bestValue }) => [id, label, priceCents, bestValue])).toEqual([
        ['free', 'Plano Gratuito', 0, false],
        ['premium_monthly', 'Premium Mensal', 1990, false],
        ['premium_quarterly', 'Premium Trimestral', 4990, false],
        ['premium_annual', 'Anual </script><b>', 17990, true],
      ]);
    }
  } finally {
    await web.close();
  }
});

test('/index.html, what the service worker keeps for /, never carries a catalogue that could go stale', async () => {
  for (const plans of [undefined, buildPlans({ priceCents: { premium_quarterly: 4990 } })]) {
    const web = await servedBuild(plans);
    try {
      const cached = await web.app.inject({
        method: 'GET',
        url: '/index.html',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['cache-control']).toBe('no-cache');
      const html = gunzipSync(cached.rawPayload).toString();
      expect(html).toContain('<h1>Landing</h1>');
      // Its prices wait for GET /api/plans.
      expect(html).toContain('<style id="plans-pending">');
      expect(html).not.toMatch(PLANS_SCRIPT);
      if (!plans) {
        // Nothing configured: / stays the built file, sent from its precompressed copy as before.
        const landing = await web.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
        expect(landing.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(web.files['index.html']);
      }
    } finally {
      await web.close();
    }
  }
});
