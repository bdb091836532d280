import { act, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** A screen `width` px wide for `matchMedia('(min-width: 48rem)')`; the returned function resizes it. */
function screenWidth(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      expect(media).toBe('(min-width: 48rem)');
      return current >= 768;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) =>
    act(() => {
      current = next;
      for (const listener of listeners) listener();
    });
}

const sidebar = () => screen.queryByRole('navigation', { name: 'Navegação principal' });
const bottomBar = () => screen.queryByRole('navigation', { name: 'Navegação inferior' });
const floatingAssistant = () => screen.queryByRole('button', { name: 'Abrir o assistente nutricional com IA' });
const headerAssistant = () => screen.queryByRole('button', { name: 'Assistente nutricional com IA' });

test("a phone renders only the phone's layout (no sidebar, no floating assistant), and a wider screen swaps it", async () => {
  server.use(signedIn());
  const resize = screenWidth(390);

  renderApp('/home');

  expect(await screen.findByRole('heading', { level: 1, name: /Maria Silva!$/ })).toBeInTheDocument();
  expect(bottomBar()).toBeInTheDocument();
  expect(headerAssistant()).toBeInTheDocument();
  expect(sidebar()).not.toBeInTheDocument();
  expect(floatingAssistant()).not.toBeInTheDocument();

  resize(1280);
  expect(sidebar()).toBeInTheDocument();
  expect(floatingAssistant()).toBeInTheDocument();
  expect(bottomBar()).not.toBeInTheDocument();
  expect(headerAssistant()).not.toBeInTheDocument();
});

test('a wide screen renders only the desktop layout (no phone header or bottom bar)', async () => {
  server.use(signedIn());
  screenWidth(1280);

  renderApp('/home');

  expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  expect(floatingAssistant()).toBeInTheDocument();
  expect(bottomBar()).not.toBeInTheDocument();
  expect(headerAssistant()).not.toBeInTheDocument();
});
