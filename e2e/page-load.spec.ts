import { expect, test, type Page } from '@playwright/test';
import { brownRiceLunch, PASSWORD, signUpThroughApi, uniqueEmail } from './support';

// What a first visit does: no service worker answering from its cache (playwright.config.ts blocks it).

/** Records, from the first script on, every CSP violation the page reports (the CSP forbids eval). */
const RECORD_CSP_VIOLATIONS = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) =>
  window.__cspViolations.push(event.violatedDirective + ' ' + event.sourceFile + ':' + event.lineNumber));`;

async function recordCspViolations(page: Page) {
  await page.addInitScript(RECORD_CSP_VIOLATIONS);
  return () => page.evaluate('window.__cspViolations') as Promise<string[]>;
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Holds every request matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/login paints its form from the HTML, before any script, and the form works once the app has taken it over', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prerender');
  const signUp = await request.post('/api/auth/register', {
    data: { fullName: 'Lia Prado', email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  const errors = recordConsoleErrors(page);
  const releaseScripts = await holdRequests(page, '**/assets/*.js');

  // 'commit': the scripts are held, so the page never reaches DOMContentLoaded until they are let through.
  await page.goto('/login', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  // Seen but not usable yet: typing would not reach the form, and a submit would be the browser's own.
  await expect(button).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();

  releaseScripts();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await button.click();
  await expect(page).toHaveURL(/\/(home|onboarding)$/);
  // Hydration found the markup it would have rendered: a mismatch is a console error.
  expect(errors).toEqual([]);
});

test('a signed-out visit to /home goes to /login without a request that fails or a console error', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
  });

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();

  // The server said the page came without a session cookie: nothing was asked that could only answer 401.
  expect(apiReads).toEqual([]);
  expect(errors).toEqual([]);
});

test('the signed-in /home shows its shell before any script, renders while the API is slow, and ends in the screen', async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Davi Lento', email: uniqueEmail('lento') });
  const home = await page.context().newPage();
  // The shell as the service worker keeps it: without the reads the server writes into the page it sends.
  await home.route('**/home', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="page-reads">.*?<\/script>/s, '');
    await route.fulfill({ response, body });
  });
  const releaseScripts = await holdRequests(home, '**/assets/*.js');
  const releaseApi = await holdRequests(home, '**/api/**');

  await home.goto('/home', { waitUntil: 'commit' });
  // The shell of app.html: something to see while the scripts and the data are on their way.
  await expect(home.getByRole('status')).toHaveText('Carregando...');

  releaseScripts();
  // The app renders without waiting for an API that does not answer (its guards show their wait)…
  await expect(home.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(home.getByRole('status')).toHaveText('Carregando...');
  releaseApi();
  // …and shows the screen once the API answers.
  await expect(home.getByRole('heading', { level: 1, name: /Davi Lento!$/ })).toBeVisible();
});

test('/login opens without a session request, a console error or a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const errors = recordConsoleErrors(page);
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
  });

  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Prato Certo');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  expect(apiReads).toEqual([]);
});

test('the signed-in /home comes with its first reads and its chunks: it asks the server nothing before showing them, with no console error or CSP violation', async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Rita Leve', email: uniqueEmail('carga') });
  // A page of its own (same signed-in context): nothing of the sign-up's visit is still on its way.
  const home = await page.context().newPage();
  const violations = await recordCspViolations(home);
  const errors = recordConsoleErrors(home);
  const reads: string[] = [];
  home.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });

  const document = await home.goto('/home');
  await expect(home.getByRole('heading', { level: 1, name: /Rita Leve!$/ })).toBeVisible();

  // The page is this user's: no cache may keep it.
  expect(document?.headers()['cache-control']).toBe('private, no-store');
  const html = (await document?.text()) ?? '';
  expect(html).toContain('id="page-reads"');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js">/);
  for (const read of ['/api/auth/session', '/api/profile', '/api/home']) expect(reads, read).not.toContain(read);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * The scripts the page had loaded when the app's first render was committed (the moment it marks
 * `data-interactive`), before anything the page starts after its first paint (the offline queue's sync).
 */
const RECORD_SCRIPTS_AT_FIRST_RENDER = `window.__scriptsAtFirstRender = null;
new MutationObserver((_, observer) => {
  if (!document.documentElement.dataset.interactive) return;
  window.__scriptsAtFirstRender = performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js'));
  observer.disconnect();
}).observe(document, { attributes: true, attributeFilter: ['data-interactive'], subtree: true });`;

/** A chunk named after components/ui/dialog.tsx: Radix's dialog. */
const DIALOG_CHUNK = /\/assets\/dialog-[\w-]+\.js$/;

test("the signed-in /home renders first without the dialogs' code: the assistant's dialog loads on its first open", async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Lara Leve', email: uniqueEmail('dialogo') });
  const home = await page.context().newPage();
  await home.addInitScript(RECORD_SCRIPTS_AT_FIRST_RENDER);
  const scripts: string[] = [];
  home.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  // The free plan's answer decides what the assistant button opens ('Assistente Premium').
  const subscription = home.waitForResponse((response) => response.url().endsWith('/api/me/subscription'));

  await home.goto('/home');
  await expect(home.getByRole('heading', { level: 1, name: /Lara Leve!$/ })).toBeVisible();
  await subscription;
  const atFirstRender = (await home.evaluate('window.__scriptsAtFirstRender')) as string[] | null;
  expect(atFirstRender?.some((path) => path.includes('/assets/app-layout-'))).toBe(true);
  expect(atFirstRender?.filter((path) => DIALOG_CHUNK.test(path))).toEqual([]);

  await home.getByRole('button', { name: /assistente nutricional com IA$/ }).click();
  const modal = home.getByRole('dialog', { name: 'Assistente Premium' });
  await expect(modal.getByRole('button', { name: 'Ver planos Premium' })).toBeVisible();
  // The pattern names a chunk the app really has: it came with the dialog (or the offline sync before it).
  expect(scripts.filter((path) => DIALOG_CHUNK.test(path))).toHaveLength(1);
});

/** Every layout shift the page reports, from the first script on. */
const RECORD_LAYOUT_SHIFTS = `window.__layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__layoutShifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });`;

test('the 7-day chart of /home loads into the place kept for it: nothing below it moves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await signUpThroughApi(page, { fullName: 'Caio Prado', email: uniqueEmail('grafico') });
  expect((await page.request.post('/api/meals', { data: brownRiceLunch() })).status()).toBe(201);
  const home = await page.context().newPage();
  await home.setViewportSize({ width: 1280, height: 1400 });
  await home.addInitScript(RECORD_LAYOUT_SHIFTS);

  await home.goto('/home');
  await expect(home.locator('.recharts-wrapper')).toBeVisible();

  expect(await home.evaluate('window.__layoutShifts')).toEqual([]);
});
