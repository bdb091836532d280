import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'segredo123';

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A saved meal as POST /api/meals takes it: 150 g of TACO's brown rice at lunch, now, with a new
 * client id (its glycemic index and load as the planner computes them).
 */
export function brownRiceLunch(overrides: Record<string, unknown> = {}) {
  const macros = { protein: 3.9, carbs: 38.7, fat: 1.5, fiber: 4.1 };
  return {
    id: randomUUID(),
    mealType: 'lunch',
    portions: [
      {
        foodName: 'Arroz, integral, cozido',
        grams: 150,
        calories: 186,
        homeMeasure: '3 colheres de sopa',
        macros,
        glycemicIndex: 68,
      },
    ],
    totalCalories: 186,
    totalMacros: macros,
    glycemicData: { index: 68, load: 26.3 },
    consumedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The path (with query) of the newest e-mail link of a kind sent to an address, read from the outbox. */
export async function outboxLink(
  request: APIRequestContext,
  email: string,
  type: 'email' | 'recovery',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        for (const message of messages) {
          const match = message.text.match(/https?:\/\/[^\s]+\/auth\/callback\?token_hash=[^\s&]+&type=(\w+)/);
          if (match && match[1] === type) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `waiting for a ${type} e-mail to ${email}` },
    )
    .toBe(true);
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** Body data that lets the user past the onboarding guard, set through the API. */
export async function completeProfile(page: Page) {
  const res = await page.request.patch('/api/profile', {
    data: {
      weight: 70,
      height: 170,
      age: 30,
      gender: 'female',
      activityLevel: 'lightly_active',
      healthGoals: 'maintain',
    },
  });
  expect(res.status()).toBe(200);
}

/** An account to sign up; `withProfile` (default true) also fills in the body data. */
interface NewAccount {
  fullName: string;
  email: string;
  password?: string;
  withProfile?: boolean;
}

/**
 * Signs up through the form. Unless `withProfile` is false, the body data is filled in through the
 * API right away (before the 1.5 s redirect), so the user lands on /home instead of /onboarding.
 */
export async function registerThroughForm(
  page: Page,
  { fullName, email, password = PASSWORD, withProfile = true }: NewAccount,
) {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill(fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  if (withProfile) {
    await expect(page.getByText('Conta criada com sucesso! Fazendo login...').first()).toBeVisible();
    await completeProfile(page);
  }
}

/**
 * Signs up with the form's own request (POST /api/auth/register, which signs the browser in), fills in
 * the body data unless `withProfile` is false, and opens `at`. For journeys whose subject is not the
 * sign-up form: it saves a page load and the form's 1.5 s redirect (auth.spec.ts and
 * confirm-first.spec.ts go through the form).
 */
export async function signUpThroughApi(
  page: Page,
  { fullName, email, password = PASSWORD, withProfile = true }: NewAccount,
  at = '/home',
) {
  const res = await page.request.post('/api/auth/register', {
    data: { fullName, email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (withProfile) await completeProfile(page);
  await page.goto(at);
}

export async function signInThroughForm(page: Page, email: string, password: string, rememberMe = false) {
  // Signing out and a refused attempt leave the browser on the form: type again, as a person would.
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Lembrar de mim').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).first().click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * A screenshot for a person to look at, `NAME.png` in the test's output folder, taken only with
 * E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 node scripts/e2e.mjs e2e/X.spec.ts`): `npm test` asserts on the
 * page, never on a picture, and a full-page PNG is one of the browser's dearest steps.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Opens the landing and waits until it is interactive (its script has run). */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** The page's service worker registration, summarised (evaluated in the page). */
const REGISTRATION = `(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    controlled: navigator.serviceWorker.controller !== null,
    active: registration?.active?.scriptURL ?? null,
    activeState: registration?.active?.state ?? null,
    waiting: Boolean(registration?.waiting),
  };
})()`;
type Registration = { controlled: boolean; active: string | null; activeState: string | null; waiting: boolean };
export const registration = (page: Page) => page.evaluate(REGISTRATION) as Promise<Registration>;

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/**
 * What axe finds on the page at `least` impact or worse (serious by default), inside `include` and
 * outside `exclude` when given, each as "rule help: html | html". Every journey's accessibility check.
 *
 * Axe runs in the page itself (legacy mode, `axe.run`): the default mode finishes each check in a new
 * blank page of the context (`axe.finishRun`), a renderer started and axe injected again each time,
 * about half of a check's CPU; that mode exists for cross-origin frames, and the app has none. Only the
 * violations are gathered in full (`resultTypes`): every rule still runs on every element.
 */
export async function accessibilityFindings(
  page: Page,
  { include, exclude, least = 'serious' }: { include?: string; exclude?: string; least?: Impact } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => IMPACTS.indexOf(v.impact ?? 'minor') >= IMPACTS.indexOf(least))
    .map((v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** The page scrolls sideways by this many pixels (0 or less: it fits the viewport's width). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
}
