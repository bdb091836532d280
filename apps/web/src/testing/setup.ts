import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { configure as configureDom } from '@testing-library/dom';
import { cleanup, configure } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { offlineQueue } from '@/lib/offline-queue';
import { server } from './server';

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
afterAll(async () => {
  server.close();
  // sonner removes a dismissed toast from a 200 ms timer (TIME_BEFORE_UNMOUNT) that unmounting does not
  // clear; if it fires after the file's jsdom is torn down, Preact throws "window is not defined" and the
  // run fails (plans-screen.test.tsx, once in ten clean-clone runs under load). Timers fire in the order
  // they expire, so one longer real timer lets every such pending removal run while jsdom is still here.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 250));
});
