import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { makeUser } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('tab', { name: 'Cadastrar', selected: true });
  return app;
}

async function fillForm(
  app: Awaited<ReturnType<typeof openRegister>>,
  values: { fullName?: string; email?: string; password?: string; confirmPassword?: string; acceptTerms?: boolean },
) {
  const { user } = app;
  if (values.fullName) await user.type(screen.getByLabelText('Nome completo'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Senha'), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText('Confirmar senha'), values.confirmPassword);
  if (values.acceptTerms) await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

test('an empty submit shows only the first error, on the name field', async () => {
  const app = await openRegister();

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('O nome deve ter pelo menos 3 caracteres.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

test('mismatched passwords show the pt-BR message', async () => {
  const app = await openRegister();
  await fillForm(app, {
    fullName: 'Maria Silva',
    email: 'maria@example.com',
    password: 'segredo1',
    confirmPassword: 'segredo2',
    acceptTerms: true,
  });

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('As senhas não coincidem.');
  expect(screen.getByLabelText('Confirmar senha')).toHaveAttribute('aria-invalid', 'true');
});

test('unchecked terms show the terms message', async () => {
  const app = await openRegister();
  await fillForm(app, {
    fullName: 'Maria Silva',
    email: 'maria@example.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  });

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.acceptTerms);
  expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAttribute('aria-invalid', 'true');
});

test('the terms label links to /terms and /privacy', async () => {
  await openRegister();

  expect(screen.getByRole('link', { name: 'termos de uso' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/privacy');
});

test('a successful sign-up shows the success message and goes to /home after 1.5 s', async () => {
  const requests: unknown[] = [];
  server.use(
    http.post('/api/auth/register', async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(
        { user: makeUser(), requiresEmailConfirmation: false, message: AUTH_MESSAGES.registerSuccess },
        { status: 201 },
      );
    }),
  );
  const app = await openRegister();
  await fillForm(app, {
    fullName: 'Maria Silva',
    email: 'Maria@Example.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    acceptTerms: true,
  });

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  expect(await screen.findByText(AUTH_MESSAGES.registerSuccess)).toBeInTheDocument();
  expect(screen.getByLabelText('Nome completo')).toHaveValue('');
  expect(requests).toEqual([
    {
      fullName: 'Maria Silva',
      email: 'maria@example.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      acceptTerms: true,
    },
  ]);
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { name: /^(Bom dia|Boa tarde|Boa noite), / })).toBeInTheDocument();
});

test('a sign-up that needs e-mail confirmation shows the server message on the Entrar tab', async () => {
  // The same answer for a new address and for one that already has an account (decision 023): the text
  // claims no account was created, only that an e-mail with the next steps went out.
  const message = AUTH_MESSAGES.registerConfirmFirst;
  expect(message).toBe(
    'Verifique seu email: enviamos uma mensagem com os próximos passos para entrar. Se você já tinha uma conta com este endereço, a mensagem explica como acessá-la.',
  );
  server.use(
    http.post('/api/auth/register', () =>
      HttpResponse.json({ user: null, requiresEmailConfirmation: true, message }, { status: 201 }),
    ),
  );
  const app = await openRegister();
  await fillForm(app, {
    fullName: 'Maria Silva',
    email: 'maria@example.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    acceptTerms: true,
  });

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/login');
  expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
});

test('an e-mail already in use shows the server message and offers to sign in with it', async () => {
  server.use(
    http.post('/api/auth/register', () =>
      HttpResponse.json({ error: { code: 'EMAIL_IN_USE', message: AUTH_MESSAGES.emailInUse } }, { status: 409 }),
    ),
  );
  const app = await openRegister();
  await fillForm(app, {
    fullName: 'Maria Silva',
    email: 'maria@example.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
    acceptTerms: true,
  });

  await app.user.click(screen.getByRole('button', { name: 'Criar conta' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInUse);
  await app.user.click(screen.getByRole('button', { name: 'Entrar com este email' }));

  expect(await screen.findByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/login');
  expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  expect(screen.getByRole('button', { name: 'Esqueceu a senha?' })).toBeInTheDocument();
});
