import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { LIVE_EVENTS_RETRY_MS, useLiveEvents } from './use-live-events';

afterEach(() => {
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

test('a stream the server refused is opened again later, and what changed meanwhile is refetched', () => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { unmount } = renderHook(() => useLiveEvents('user-1'), { wrapper });
  expect(FakeEventSource.opened).toHaveLength(1);

  FakeEventSource.opened[0]!.refuse();
  vi.advanceTimersByTime(LIVE_EVENTS_RETRY_MS - 1);
  expect(FakeEventSource.opened).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(invalidate).not.toHaveBeenCalled();

  FakeEventSource.opened[1]!.accept();
  expect(invalidate).toHaveBeenCalledTimes(1);

  // A change announced on the stream refetches; leaving the app closes it and schedules nothing.
  FakeEventSource.opened[1]!.dispatchEvent(new Event('subscription'));
  expect(invalidate).toHaveBeenCalledTimes(2);
  unmount();
  expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
  vi.advanceTimersByTime(LIVE_EVENTS_RETRY_MS * 2);
  expect(FakeEventSource.opened).toHaveLength(2);
});
