import { act, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { makeSubscription, premiumSubscription, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

test('a purchase the automatic sync applied reaches the screen over the live stream, without reloading the page', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('EventSource', FakeEventSource);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  let subscription = makeSubscription();
  let syncs = 0;
  server.use(
    signedIn(),
    http.get('/api/me/subscription', () => HttpResponse.json(subscription)),
    // The sync finds the purchase and applies it on the server, which then announces it on the stream.
    http.post('/api/payments/sync', () => {
      syncs += 1;
      subscription = premiumSubscription();
      return HttpResponse.json({ success: true, result: { subscriptionsPersisted: 1 } });
    }),
  );
  renderApp('/assinatura');
  expect(await screen.findByRole('heading', { name: 'Planos Premium' })).toBeInTheDocument();
  await waitFor(() => expect(syncs).toBe(1));
  expect(screen.queryByText('Seu plano: Premium Mensal')).not.toBeInTheDocument();

  const [stream] = FakeEventSource.opened;
  act(() => stream?.announce('subscription'));
  expect(await screen.findByText('Seu plano: Premium Mensal')).toBeInTheDocument();
  // Nothing else refreshes the page: well past any delay, it was never reloaded.
  act(() => void vi.advanceTimersByTime(10_000));
  expect(reload).not.toHaveBeenCalled();
});
