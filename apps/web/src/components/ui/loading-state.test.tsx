import { act, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { makeProfile, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

afterEach(() => vi.restoreAllMocks());

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

test('a screen never opened before says "Sem conexão" offline instead of spinning, and loads when the connection returns', async () => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    signedIn(),
    http.get('/api/weights', () => HttpResponse.json([])),
    http.get('/api/activities', () => HttpResponse.json([])),
    http.get('/api/profile', async () => {
      await answered;
      return HttpResponse.json(makeProfile());
    }),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderApp('/health');

  // The profile (which the screen needs before anything) cannot load: the wait says why instead of spinning.
  await waitFor(() => expect(screen.getByText('Sem conexão')).toBeInTheDocument());
  expect(screen.queryByRole('status', { name: /Carregando/ })).not.toBeInTheDocument();
  expect(screen.getByText(/aparecem assim que a conexão voltar/)).toBeInTheDocument();

  setOnline(true);
  // Gone before the profile answers (it is still held): the connection's return alone clears it.
  await waitFor(() => expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument());
  release();
  expect(await screen.findByRole('button', { name: 'Registrar peso' })).toBeInTheDocument();
  expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();
});
