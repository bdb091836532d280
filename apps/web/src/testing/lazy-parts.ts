/**
 * Every module the app imports on demand outside the router (whose pages render-app.tsx loads): the
 * `lazy()` components and the user menu's dropdown. src/testing/setup.ts imports them all before a
 * worker's first test. Without it, a test that ended while one was still on its way (the home's chart
 * pulls in recharts) left its Vitest worker waiting for a module the main process never sent, until
 * Vitest's 60 s call timeout: one of the two workers idle for a minute, the other running the rest.
 * lazy-parts.test.ts fails when an `import()` of the app is missing here.
 */
export const LAZY_PARTS: Record<string, () => Promise<unknown>> = {
  'app/layouts/user-menu-dropdown': () => import('@/app/layouts/user-menu-dropdown'),
  'app/offline-sync': () => import('@/app/offline-sync'),
  'components/barcode/barcode-scanner-dialog': () => import('@/components/barcode/barcode-scanner-dialog'),
  'components/offline/failed-items-notice': () => import('@/components/offline/failed-items-notice'),
  'components/ui/toaster': () => import('@/components/ui/toaster'),
  'features/chat/components/assistant-dialogs': () => import('@/features/chat/components/assistant-dialogs'),
  'features/history/components/weight-chart': () => import('@/features/history/components/weight-chart'),
  'features/home/components/day-nutrients-card': () => import('@/features/home/components/day-nutrients-card'),
  'features/home/components/tip-from-list': () => import('@/features/home/components/tip-from-list'),
  'features/home/components/week-chart': () => import('@/features/home/components/week-chart'),
};

export async function loadLazyParts(): Promise<void> {
  await Promise.all(Object.values(LAZY_PARTS).map((load) => load()));
}
