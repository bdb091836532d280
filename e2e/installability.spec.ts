import { expect, test } from '@playwright/test';
import { openLanding, registration } from './support';

// This journey is about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Runs in the full Chromium (the "full-browser" project of playwright.config.ts): the headless shell
// that runs the other journeys reports no installability errors for any page, so it cannot tell
// (decision 019).

test('Chromium finds the app installable', async ({ page }) => {
  await openLanding(page);
  await expect.poll(async () => (await registration(page)).controlled).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never offers installation; every
  // criterion that depends on the app (manifest, icons, service worker, secure origin) is met.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
});
