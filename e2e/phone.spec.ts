import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

/**
 * The signed-in screens on a 360 px phone: every control a finger taps is at least 44 × 44 px (links
 * inside a sentence aside, as WCAG's target-size rule allows), and the assistant's button never covers
 * one, wherever the page is scrolled.
 */
const SCREENS = [
  '/home',
  '/diario',
  '/plan',
  '/receitas',
  '/history',
  '/hydration',
  '/health',
  '/profile',
  '/assinatura',
  '/chat',
] as const;

const MIN = 44;

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The visible controls of the page with their boxes, and the assistant button's box (null when absent).
 * Run in the page (a string: this program has no DOM types).
 */
const CONTROLS = `(() => {
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=menuitem]';
  const visible = (element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return (
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      style.pointerEvents !== 'none' &&
      Number(style.opacity) > 0 &&
      !element.closest('[aria-hidden="true"]') &&
      rect.width > 1 &&
      rect.height > 1
    );
  };
  // A link among the words of a sentence is exempt (WCAG 2.5.8 "inline").
  const inline = (element) =>
    element.tagName === 'A' &&
    [...(element.parentElement?.childNodes ?? [])].some((node) => node.nodeType === 3 && node.textContent.trim());
  // A checkbox drawn beside its label: the label taps it too, so the two make one target.
  const withLabel = (element, rect) => {
    const label = element.id ? document.querySelector('label[for="' + element.id + '"]') : null;
    if (!label || !visible(label)) return rect;
    const other = label.getBoundingClientRect();
    const x = Math.min(rect.x, other.x), y = Math.min(rect.y, other.y);
    return { x, y, width: Math.max(rect.right, other.right) - x, height: Math.max(rect.bottom, other.bottom) - y };
  };
  const describe = (element) =>
    element.tagName.toLowerCase() + ' "' + (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) + '"';
  const box = (element, name) => {
    const rect = element.getAttribute('role') === 'checkbox' || element.getAttribute('role') === 'switch'
      ? withLabel(element, element.getBoundingClientRect())
      : element.getBoundingClientRect();
    return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  };
  const boxes = [];
  for (const element of document.querySelectorAll(selector)) {
    // A native checkbox or radio drawn by its label: the label is what the finger taps.
    const target =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) && !visible(element)
        ? element.closest('label')
        : element;
    if (!target || !visible(target)) continue;
    if (inline(target)) continue;
    if (/assistente nutricional/i.test(target.getAttribute('aria-label') ?? '')) continue;
    boxes.push(box(target, describe(target)));
  }
  // The floating placement (the top bar's button sits in the header, which covers nothing).
  const assistant = [...document.querySelectorAll('button')].find(
    (button) => visible(button) && button.getAttribute('aria-label') === 'Abrir o assistente nutricional com IA',
  );
  return { boxes, assistant: assistant ? box(assistant, 'assistente') : null };
})()`;

const controls = async (page: Page) => (await page.evaluate(CONTROLS)) as { boxes: Box[]; assistant: Box | null };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 360 px every control is at least 44 px and the assistant button covers none', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpThroughApi(page, { fullName: 'Tânia Toque', email: uniqueEmail('toque') });
  const small: string[] = [];
  const covered: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Each screen names the tab itself ("Início · Prato Certo"), not the shell's bare "Prato Certo".
    await expect(page).toHaveTitle(/^\S.* · Prato Certo$/u);
    if (path !== '/chat') {
      // On a phone the assistant is in the top bar, not floating over the screen.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Assistente nutricional' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrir o assistente nutricional' })).toBeHidden();
    }
    // The screen's data has arrived: no spinner or busy region left.
    await expect(page.locator('[aria-busy="true"], [role="status"] svg.animate-spin')).toHaveCount(0);
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    // Top, middle and bottom of the page: a fixed button moves over different content at each.
    for (const y of [0, height / 2, height]) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      const { boxes, assistant } = await controls(page);
      for (const box of boxes) {
        if (y === 0 && (box.height < MIN || box.width < MIN))
          small.push(`${path}: ${box.name} ${Math.round(box.width)}×${Math.round(box.height)}`);
        if (assistant && overlaps(assistant, box)) covered.push(`${path} (scroll ${Math.round(y)}): ${box.name}`);
      }
    }
  }
  // The user menu's items, opened over the last screen (the page behind it is inert, so only they count).
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Menu do usuário' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  for (const box of (await controls(page)).boxes) {
    if (box.height < MIN || box.width < MIN)
      small.push(`user menu: ${box.name} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  await page.keyboard.press('Escape');
  // The onboarding, for an account without body data.
  await page.context().clearCookies();
  await signUpThroughApi(
    page,
    { fullName: 'Olga Início', email: uniqueEmail('inicio'), withProfile: false },
    '/onboarding',
  );
  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  for (const y of [0, 2000]) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    const { boxes, assistant } = await controls(page);
    for (const box of boxes) {
      if (y === 0 && (box.height < MIN || box.width < MIN))
        small.push(`/onboarding: ${box.name} ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (assistant && overlaps(assistant, box)) covered.push(`/onboarding (scroll ${y}): ${box.name}`);
    }
  }
  expect([...new Set(small)]).toEqual([]);
  expect([...new Set(covered)]).toEqual([]);
});

test('at 360 px the sign-in and sign-up screens have no control under 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const small: string[] = [];
  for (const [path, field] of [
    ['/login', 'Lembrar de mim'],
    ['/register', /Li e aceito os/],
  ] as const) {
    await page.goto(path);
    // Hydrated: the prerendered form is disabled until Preact has taken it over.
    await expect(page.getByLabel(field)).toBeEnabled();
    for (const box of (await controls(page)).boxes) {
      if (box.height < MIN || box.width < MIN)
        small.push(`${path}: ${box.name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  expect([...new Set(small)]).toEqual([]);
});
