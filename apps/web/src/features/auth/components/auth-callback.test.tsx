import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { apiError, makeUser, signedIn, signedOut } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

test('an error param shows its description, then goes to /login', async () => {
  const { router } = renderApp('/auth/callback?error=access_denied&error_description=Link%20expirado');

  expect(await screen.findByRole('alert')).toHaveTextContent('Link expirado');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('an error param without description shows the fallback message', async () => {
  renderApp('/auth/callback?error=server_error');

  expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao confirmar email');
});

test('a valid e-mail link confirms once, signs in and goes to /home after 2 s', async () => {
  const tokens: unknown[] = [];
  server.use(
    http.post('/api/auth/verify-email', async ({ request }) => {
      tokens.push(await request.json());
      return HttpResponse.json({ user: makeUser() });
    }),
  );

  const { router } = renderApp('/auth/callback?token_hash=abc123&type=email', { strict: true });

  expect(await screen.findByText('Email confirmado com sucesso! Redirecionando...')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/auth/callback');
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { name: /^(Bom dia|Boa tarde|Boa noite), / })).toBeInTheDocument();
  expect(tokens).toEqual([{ token: 'abc123' }]);
});

test('a rejected e-mail link shows the failure message', async () => {
  server.use(http.post('/api/auth/verify-email', () => apiError(400, 'INVALID_TOKEN', 'Token inválido')));

  renderApp('/auth/callback?token_hash=abc123&type=email');

  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.confirmEmailFailed);
});

test('a recovery link goes to /reset-password with the token', async () => {
  const { router } = renderApp('/auth/callback?token_hash=rec-1&type=recovery');

  await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
  expect(router.state.location.search).toBe('?token=rec-1');
  expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
});

test('without params and with a session it says authenticated and goes to /home', async () => {
  server.use(signedIn());

  const { router } = renderApp('/auth/callback');

  expect(await screen.findByText(AUTH_MESSAGES.callbackAuthenticated)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('without params and without a session it goes to /login', async () => {
  server.use(signedOut());

  const { router } = renderApp('/auth/callback');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});
