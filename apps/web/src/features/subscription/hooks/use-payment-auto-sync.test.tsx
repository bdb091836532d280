import { renderHook, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/testing/server';
import { usePaymentAutoSync } from './use-payment-auto-sync';

beforeEach(() => sessionStorage.clear());

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

test('failures are swallowed: the next round asks again', async () => {
  let calls = 0;
  server.use(
    http.post('/api/payments/sync', () => {
      calls += 1;
      return HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 });
    }),
  );
  renderHook(() => usePaymentAutoSync('user-2'));
  await waitFor(() => expect(calls).toBe(1));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(calls).toBe(2));
});
