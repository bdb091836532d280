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

test('shows the offline banner, then "Conexão restaurada!" for 3 s', () => {
  vi.useFakeTimers();
  try {
    render(<ConnectivityBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(goOffline);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você está offline - Algumas funcionalidades podem estar limitadas',
    );

    act(goOnline);
    expect(screen.getByRole('status')).toHaveTextContent('Conexão restaurada!');

    act(() => void vi.advanceTimersByTime(RECONNECTED_NOTICE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
