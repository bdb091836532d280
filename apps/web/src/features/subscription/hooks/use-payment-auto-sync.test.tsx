import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '@/testing/server';
import { usePaymentAutoSync } from './use-payment-auto-sync';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function countSyncs(persisted = 0) {
  const bodies: { since: string }[] = [];
  server.use(
    http.post('/api/payments/sync', async ({ request }) => {
      bodies.push((await request.json()) as { since: string });
      return HttpResponse.json({ success: true, result: { subscriptionsPersisted: persisted } });
    }),
  );
  return bodies;
}

test('once per login (2 days back), not again within 5 minutes, and again when the connection returns', async () => {
  const bodies = countSyncs();
  const first = renderHook(() => usePaymentAutoSync('user-1'));
  await waitFor(() => expect(bodies).toHaveLength(1));
  const lookback = Date.now() - new Date(bodies[0]?.since ?? 0).getTime();
  expect(lookback).toBeGreaterThan(47 * 60 * 60 * 1000);
  first.unmount();

  // A new page load of the same session within 5 minutes: no second login sync.
  const second = renderHook(() => usePaymentAutoSync('user-1'));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(bodies).toHaveLength(2));
  // The 'online' sync looks 24 h back.
  const online = Date.now() - new Date(bodies[1]?.since ?? 0).getTime();
  expect(online).toBeLessThan(25 * 60 * 60 * 1000);
  second.unmount();
});

test('failures are swallowed; a sync that persisted something reloads the page', async () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  server.use(
    http.post('/api/payments/sync', () => HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 })),
  );
  const failing = renderHook(() => usePaymentAutoSync('user-2'));
  failing.unmount();

  countSyncs(1);
  renderHook(() => usePaymentAutoSync('user-3'));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
});
