import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { configure as configureDom } from '@testing-library/dom';
import { cleanup, configure } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { runEffectsBeforeEvents } from '@/lib/effects-before-events';
import { offlineQueue } from '@/lib/offline-queue';
import { loadLazyParts } from './lazy-parts';
import { server } from './server';

// As in the app (src/main.tsx): a render's effects run before the next event's handlers.
runEffectsBeforeEvents();

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};

// `findBy…`/`waitFor` wait for a state; this bound only turns a state that never comes into a failure.
// It is far above what a state takes here even on a loaded 2-core machine, so no test depends on how
// fast the machine is (Testing Library's default of 1 s did).
configure({ asyncUtilTimeout: 15_000 });
// user-event dispatches its events through its own copy of @testing-library/dom, not the one
// @testing-library/preact configures: those events too go through act(), so that Preact renders and runs
// the effects of each step before the next, as it does for fireEvent.
configureDom({
  asyncUtilTimeout: 15_000,
  eventWrapper: (dispatch) => {
    let result: unknown;
    act(() => {
      result = dispatch();
    });
    return result;
  },
});

// The app's on-demand modules, once per worker (see lazy-parts.ts).
await loadLazyParts();

beforeAll(() => {
  // Without isolation a worker's window outlives each file (src/testing/shared-jsdom.ts): each file
  // starts from a blank page and empty storage, as it would in a window of its own.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Each test starts with an empty offline queue (IndexedDB) and no signed-in user in it.
  globalThis.indexedDB = new IDBFactory();
  await offlineQueue.setUser(null);
});
afterAll(() => {
  server.close();
});
