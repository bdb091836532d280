import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { screen, waitFor } from '@testing-library/preact';
import { delay, http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { apiError, makeUser } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function signIn(email = 'maria@example.com', password = 'segredo1') {
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Entrar', selected: true });
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  return app;
}

test('/login and /register each have their page heading', async () => {
  const { user } = renderApp('/login');
  expect(await screen.findByRole('heading', { name: 'Entrar', level: 1 })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  expect(await screen.findByRole('heading', { name: 'Criar conta', level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the submit button reads "Processando..." and is disabled while signing in', async () => {
  server.use(
    http.post('/api/auth/login', async () => {
      await delay('infinite');
      return HttpResponse.json({ user: makeUser() });
    }),
  );

  await signIn();

  const button = await screen.findByRole('button', { name: 'Processando...' });
  expect(button).toBeDisabled();
});

test('a successful sign-in sends rememberMe and goes to /home', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ user: makeUser() });
    }),
  );
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Entrar', selected: true });
  await app.user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await app.user.type(screen.getByLabelText('Senha'), 'segredo1');
  await app.user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));

  await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  expect(bodies).toEqual([{ email: 'maria@example.com', password: 'segredo1', rememberMe: true }]);
  expect(
    await screen.findByRole('heading', { name: /^(Bom dia|Boa tarde|Boa noite), Maria Silva!$/ }),
  ).toBeInTheDocument();
});

test('an unconfirmed e-mail shows the server message and offers to resend the confirmation', async () => {
  server.use(
    http.post('/api/auth/login', () => apiError(403, 'EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailNotConfirmed)),
    http.post('/api/auth/resend-confirmation', () =>
      HttpResponse.json({ message: AUTH_MESSAGES.resendConfirmationSent }),
    ),
  );

  const app = await signIn();

  expect(await screen.findByRole('alert')).toHaveTextContent('Email não confirmado. Verifique sua caixa de entrada.');
  await app.user.click(screen.getByRole('button', { name: 'Reenviar email de confirmação' }));
  expect(await screen.findByText(AUTH_MESSAGES.resendConfirmationSent)).toBeInTheDocument();
});

test('wrong credentials show the server message as is', async () => {
  server.use(http.post('/api/auth/login', () => apiError(401, 'INVALID_CREDENTIALS', 'Email ou senha incorretos.')));

  await signIn();

  expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
  expect(screen.queryByRole('button', { name: 'Reenviar email de confirmação' })).not.toBeInTheDocument();
});

test('a network failure shows the generic message', async () => {
  server.use(http.post('/api/auth/login', () => HttpResponse.error()));

  await signIn();

  expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao processar solicitação');
});

test('"Esqueceu a senha?" opens a form that posts the e-mail and shows the server message', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/forgot-password', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: AUTH_MESSAGES.forgotPasswordSent });
    }),
  );
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Entrar', selected: true });

  await app.user.click(screen.getByRole('button', { name: 'Esqueceu a senha?' }));
  await app.user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await app.user.click(screen.getByRole('button', { name: 'Enviar link' }));

  expect(await screen.findByText(AUTH_MESSAGES.forgotPasswordSent)).toBeInTheDocument();
  expect(bodies).toEqual([{ email: 'maria@example.com' }]);
});

test('the password toggle shows the password without taking the field name', async () => {
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Entrar', selected: true });
  const password = screen.getByLabelText('Senha');
  expect(password).toHaveAttribute('type', 'password');

  await app.user.click(screen.getByRole('button', { name: 'Mostrar senha' }));

  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
});

test('switching tabs keeps the URL in sync', async () => {
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Entrar', selected: true });

  await app.user.click(screen.getByRole('tab', { name: 'Cadastrar' }));

  await waitFor(() => expect(app.router.state.location.pathname).toBe('/register'));
  // The router's state changes before React commits the new screen (a transition): wait for the DOM.
  expect(await screen.findByLabelText('Nome completo')).toBeInTheDocument();
  expect(screen.getAllByLabelText('Senha')).toHaveLength(1);
});
