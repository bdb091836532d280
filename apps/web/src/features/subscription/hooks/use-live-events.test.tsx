import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { LIVE_EVENTS_RETRY_MS, useLiveEvents } from './use-live-events';

afterEach(() => {
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

test('a stream the server refused is opened again later, and what changed meanwhile is refetched', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  function LiveEvents() {
    useLiveEvents('user-1');
    return null;
  }
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
    </QueryClientProvider>,
  );
  expect(FakeEventSource.opened).toHaveLength(1);

  FakeEventSource.opened[0]!.refuse();
  vi.advanceTimersByTime(LIVE_EVENTS_RETRY_MS - 1);
  expect(FakeEventSource.opened).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(invalidate).not.toHaveBeenCalled();

  FakeEventSource.opened[1]!.accept();
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));

  // A change announced on the stream refetches; leaving the app closes it and schedules nothing.
  FakeEventSource.opened[1]!.dispatchEvent(new Event('subscription'));
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  // In act(), as React's Testing Library unmounts: the effects' cleanups run before it returns.
  act(() => {
    unmount();
  });
  expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
  vi.advanceTimersByTime(LIVE_EVENTS_RETRY_MS * 2);
  expect(FakeEventSource.opened).toHaveLength(2);
});

test('a read still on its way when a change is announced is asked again: its answer may be from before the change', async () => {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const answers: ((plan: string) => void)[] = [];
  function Plan() {
    useLiveEvents('user-1');
    const { data } = useQuery({
      queryKey: ['me', 'subscription'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    return <p>{data ?? 'carregando'}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Plan />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  // The change is announced while the first read is still out; that read was answered before it.
  act(() => void FakeEventSource.opened[0]!.dispatchEvent(new Event('subscription')));
  await vi.waitFor(() => expect(answers).toHaveLength(2));
  act(() => {
    answers[0]!('free');
    answers[1]!('premium_monthly');
  });
  expect(await screen.findByText('premium_monthly')).toBeInTheDocument();
  expect(screen.queryByText('free')).not.toBeInTheDocument();
});
