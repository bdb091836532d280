import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { buildPlans, type PlanCatalogue } from '@prato/core/domain/plans';
import { SIGNED_OUT_META } from '@prato/core/domain/session-in-page';
import { registerWebStatic } from '../src/plugins/web-static';

/** A web build as `vite build` writes it: prerendered index.html, the app.html shell, hashed assets, .br/.gz. */
async function servedBuild(
  plans?: PlanCatalogue,
  extraFiles: Record<string, string> = {},
  carriesSession?: (cookieHeader: string | undefined) => Promise<boolean>,
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
  expect(await registerWebStatic(app, dir, plans, carriesSession)).toBe(true);
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
