import { TIMING } from '@prato/core/domain/timing';
import { act, render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, InstallPrompt } from './install-prompt';

/** Chromium's install offer, with a prompt() that records it ran. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

function displayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: standalone && query.includes('standalone'), media: query }) as MediaQueryList,
  );
}

function withFakeTimers(run: () => Promise<void> | void) {
  return async () => {
    vi.useFakeTimers();
    localStorage.clear();
    try {
      await run();
    } finally {
      vi.useRealTimers();
      localStorage.clear();
    }
  };
}

test(
  'appears 5 s after the browser offers installation, and keeps the browser from showing its own',
  withFakeTimers(() => {
    displayMode(false);
    render(<InstallPrompt />);
    let offer: ReturnType<typeof offerInstall> | undefined;
    act(() => {
      offer = offerInstall();
    });
    expect(offer?.event.defaultPrevented).toBe(true);
    act(() => void vi.advanceTimersByTime(TIMING.installPromptDelay - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Instale o Prato Certo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Instalar App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeInTheDocument();
  }),
);

test(
  'never appears when the app already runs installed',
  withFakeTimers(() => {
    displayMode(true);
    render(<InstallPrompt />);
    act(() => void offerInstall());
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }),
);

test(
  '"Agora não" hides it for 7 days',
  withFakeTimers(() => {
    displayMode(false);
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    render(<InstallPrompt />);
    act(() => void offerInstall());
    act(() => void vi.advanceTimersByTime(TIMING.installPromptDelay));
    const dismissedAt = Date.now();
    act(() => screen.getByRole('button', { name: 'Agora não' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(dismissedAt));

    vi.setSystemTime(new Date('2026-03-08T11:59:00Z'));
    act(() => void offerInstall());
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-03-08T12:01:00Z'));
    act(() => void offerInstall());
    act(() => void vi.advanceTimersByTime(TIMING.installPromptDelay));
    expect(screen.getByRole('dialog', { name: 'Instale o Prato Certo' })).toBeInTheDocument();
  }),
);

test(
  '"Instalar App" opens the browser\'s dialog; a refusal there counts as a dismissal',
  withFakeTimers(async () => {
    displayMode(false);
    render(<InstallPrompt />);
    let offer: ReturnType<typeof offerInstall> | undefined;
    act(() => {
      offer = offerInstall('dismissed');
    });
    act(() => void vi.advanceTimersByTime(TIMING.installPromptDelay));
    await act(async () => screen.getByRole('button', { name: 'Instalar App' }).click());
    expect(offer?.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  }),
);
