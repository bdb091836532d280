import { act, render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { ConnectivityBanner, RECONNECTED_NOTICE_MS } from './connectivity-banner';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

test('shows the offline banner, then "Conexão restaurada!" for 3 s, in a live region there before them', () => {
  vi.useFakeTimers();
  try {
    render(<ConnectivityBanner />);
    // Screen readers announce what enters a live region they already watch: it is there, empty.
    const region = screen.getByTestId('connectivity');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(goOffline);
    expect(screen.getByTestId('connectivity')).toBe(region);
    expect(region).toHaveTextContent('Você está offline - Algumas funcionalidades podem estar limitadas');

    act(goOnline);
    expect(screen.getByTestId('connectivity')).toBe(region);
    expect(region).toHaveTextContent('Conexão restaurada!');

    act(() => void vi.advanceTimersByTime(RECONNECTED_NOTICE_MS));
    expect(region).toBeEmptyDOMElement();
  } finally {
    vi.useRealTimers();
  }
});
