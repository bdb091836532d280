import type { MySubscription } from '@prato/core/schemas/subscription';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { apiError, makeProfile, makeUser, signedIn, withProfile } from '@/testing/handlers';
import { expectNoNativeValidation } from '@/testing/native-validation';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { subscriptionAction } from './subscription-card';

const FREE: MySubscription = {
  subscription: {
    plan: 'free',
    status: 'active',
    currentPeriodStart: '2025-01-05T12:00:00.000Z',
    currentPeriodEnd: null,
  },
  effectivePlan: 'free',
  isPremium: false,
  isExpired: false,
  isExpiringSoon: false,
  daysRemaining: null,
  statusMessage: 'Plano Grátis',
};

function profileScreen({
  subscription = FREE,
  payments = [],
}: { subscription?: MySubscription; payments?: unknown[] } = {}) {
  server.use(
    signedIn(),
    http.get('/api/me/subscription', () => HttpResponse.json(subscription)),
    http.get('/api/me/payments', () => HttpResponse.json({ payments })),
  );
  return renderApp('/profile');
}

afterEach(() => vi.unstubAllGlobals());

const LANDING_HEADING = 'Monte cada refeição na medida certa para a sua meta.';

test('shows the free plan card, the empty payment history and the personal data', async () => {
  profileScreen();

  expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
  expect(await screen.findByText('Plano Gratuito')).toBeInTheDocument();
  expect(screen.getByText('Plano Grátis')).toBeInTheDocument();
  expect(
    screen.getByText(/2 refeições planejadas\/dia, diário alimentar ilimitado e histórico limitado a 5 registros/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Assinar Premium' })).toHaveAttribute('href', '/assinatura');
  expect(await screen.findByText('Nenhum pagamento registrado.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Silva');
  expect(screen.getByLabelText('Idade')).toHaveValue('32');
  expect(screen.getByLabelText('Sexo')).toHaveValue('female');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByRole('img', { name: 'Iniciais de Maria Silva' })).toHaveTextContent('MA');
});

test('an expired premium plan shows the red banner, renew button and the payments in BRL', async () => {
  profileScreen({
    subscription: {
      subscription: {
        plan: 'premium_monthly',
        status: 'active',
        currentPeriodStart: '2025-01-01T12:00:00.000Z',
        currentPeriodEnd: '2025-01-31T12:00:00.000Z',
      },
      effectivePlan: 'free',
      isPremium: false,
      isExpired: true,
      isExpiringSoon: false,
      daysRemaining: 0,
      statusMessage: 'Assinatura expirada - Renovação necessária',
    },
    payments: [
      {
        id: 'p1',
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'paid',
        paidAt: '2025-01-01T15:00:00.000Z',
        createdAt: '2025-01-01T15:00:00.000Z',
      },
    ],
  });

  expect(await screen.findByText('Sua assinatura expirou')).toBeInTheDocument();
  expect(screen.getByText('Assinatura expirada - Renovação necessária')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Renovar Assinatura' })).toHaveAttribute('href', '/assinatura');
  const table = await screen.findByRole('table');
  const [, row] = within(table).getAllByRole('row');
  expect(row).toHaveTextContent('01/01/2025');
  expect(row).toHaveTextContent('Premium Anual');
  expect(row).toHaveTextContent('R$ 179,90');
  expect(row).toHaveTextContent('Pago');
});

test('the card button: subscribe, renew when expiring or expired, manage otherwise', () => {
  const premium = (overrides: Partial<MySubscription>): MySubscription => ({
    ...FREE,
    subscription: { plan: 'premium_quarterly', status: 'active', currentPeriodStart: null, currentPeriodEnd: null },
    effectivePlan: 'premium_quarterly',
    isPremium: true,
    ...overrides,
  });
  expect(subscriptionAction(FREE)).toBe('Assinar Premium');
  expect(subscriptionAction(premium({}))).toBe('Gerenciar Plano');
  expect(subscriptionAction(premium({ isExpiringSoon: true, daysRemaining: 2 }))).toBe('Renovar Assinatura');
  expect(subscriptionAction(premium({ isPremium: false, isExpired: true, effectivePlan: 'free' }))).toBe(
    'Renovar Assinatura',
  );
});

test('saving the personal data shows the success message for 3 s', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.patch('/api/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(makeProfile({ fullName: String(body.fullName) }));
    }),
  );
  const { user } = profileScreen();
  const name = await screen.findByLabelText('Nome completo');

  await user.clear(name);
  await user.type(name, 'M');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  expect(await screen.findByText('O nome deve ter entre 2 e 100 letras.')).toBeInTheDocument();

  await user.type(name, 'aria Clara');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(bodies).toEqual([{ fullName: 'Maria Clara', age: 32, gender: 'female' }]);
  await waitFor(() => expect(screen.queryByText('Perfil atualizado com sucesso!')).not.toBeInTheDocument());
});

test('the age refuses decimals and an age out of range with our message, then saves a whole age', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.patch('/api/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(makeProfile({ age: Number(body.age) }));
    }),
  );
  const { user } = profileScreen();
  const age = await screen.findByLabelText('Idade');

  await user.clear(age);
  await user.type(age, '32,5');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  expect(await screen.findByText('Informe uma idade válida (13-120 anos).')).toBeInTheDocument();
  expect(age).toHaveFocus();
  expectNoNativeValidation(age);

  await user.clear(age);
  await user.type(age, '130');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  expect(await screen.findByText('Informe uma idade válida (13-120 anos).')).toBeInTheDocument();
  expectNoNativeValidation(age);
  expect(bodies).toEqual([]);

  await user.clear(age);
  await user.type(age, ' 40 ');
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(bodies).toEqual([{ fullName: 'Maria Silva', age: 40, gender: 'female' }]);
});

test('a failed save shows "Erro ao salvar perfil"', async () => {
  server.use(http.patch('/api/profile', () => apiError(500, 'INTERNAL_ERROR', 'Erro interno.')));
  const { user } = profileScreen();

  await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));

  expect(await screen.findByText('Erro ao salvar perfil')).toBeInTheDocument();
});

test('change password: local rules, the server message, then success', async () => {
  let attempts = 0;
  server.use(
    http.post('/api/auth/change-password', () => {
      attempts += 1;
      return attempts === 1
        ? apiError(400, 'WRONG_CURRENT_PASSWORD', 'Senha atual incorreta.')
        : HttpResponse.json({ message: 'Senha alterada com sucesso!' });
    }),
  );
  const { user } = profileScreen();
  const submit = await screen.findByRole('button', { name: 'Alterar senha' });

  await user.type(screen.getByLabelText('Senha atual'), 'antiga1');
  await user.type(screen.getByLabelText('Nova senha'), '123');
  await user.type(screen.getByLabelText('Confirmar nova senha'), '123');
  await user.click(submit);
  expect(await screen.findByText('A nova senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Nova senha'), '456');
  await user.type(screen.getByLabelText('Confirmar nova senha'), '999');
  await user.click(submit);
  expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Confirmar nova senha'));
  await user.type(screen.getByLabelText('Confirmar nova senha'), '123456');
  await user.click(submit);
  expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();

  await user.click(submit);
  expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
  expect(screen.getByLabelText('Senha atual')).toHaveValue('');
});

test('avatar: wrong type and size are refused before uploading; a good picture is uploaded and shown', async () => {
  const uploads: string[] = [];
  server.use(
    http.put('/api/profile/avatar', async ({ request }) => {
      const body = String.fromCharCode(...new Uint8Array(await request.arrayBuffer()));
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      uploads.push(/name="file"[\s\S]*\r\n\r\n\x89PNG/.test(body) ? 'file' : body);
      return HttpResponse.json({ avatarUrl: '/api/profile/avatar?v=123' });
    }),
  );
  profileScreen();
  const user = userEvent.setup({ applyAccept: false });
  const input = await screen.findByLabelText('Alterar foto');

  await user.upload(input, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Envie uma imagem JPG, PNG ou WebP.')).toBeInTheDocument();

  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
  await user.upload(input, big);
  expect(await screen.findByText('A imagem deve ter no máximo 2 MB.')).toBeInTheDocument();
  expect(uploads).toEqual([]);

  await user.upload(
    input,
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'foto.png', { type: 'image/png' }),
  );
  expect(await screen.findByText('Foto atualizada!')).toBeInTheDocument();
  expect(uploads).toEqual(['file']);
  // The new URL reaches the picture through the profile query, whose readers TanStack Query notifies in
  // a later task than the upload's own callbacks (the message).
  expect(await screen.findByRole('img', { name: 'Foto de perfil de Maria Silva' })).toHaveAttribute(
    'src',
    '/api/profile/avatar?v=123',
  );
  expect(screen.getByRole('button', { name: 'Remover foto' })).toBeInTheDocument();
});

test('export downloads the JSON file', async () => {
  const createObjectURL = vi.fn(() => 'blob:export');
  // jsdom has no object URLs; a URL class with them, for this test only (unstubGlobals).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  server.use(
    http.get('/api/account/export', () =>
      HttpResponse.json(
        { exportedAt: '2025-03-15T12:00:00.000Z' },
        { headers: { 'content-disposition': 'attachment; filename="prato-certo-dados-2025-03-15.json"' } },
      ),
    ),
  );
  const { user } = profileScreen();

  await user.click(await screen.findByRole('button', { name: 'Exportar dados' }));

  expect(await screen.findByText('Seus dados foram exportados.')).toBeInTheDocument();
  expect(createObjectURL).toHaveBeenCalledOnce();
  expect(click).toHaveBeenCalledOnce();
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  expect(link.download).toBe('prato-certo-dados-2025-03-15.json');
  click.mockRestore();
});

test('deleting the account asks for the password, refuses a wrong one, then lands on / signed out', async () => {
  const passwords: unknown[] = [];
  server.use(
    http.post('/api/account/delete', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      passwords.push(password);
      if (password !== 'segredo123') return apiError(400, 'WRONG_PASSWORD', 'Senha incorreta.');
      server.use(http.get('/api/auth/session', () => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado')));
      return HttpResponse.json({ message: 'Sua conta foi excluída.' });
    }),
  );
  // The planner's favourites (kept under `favoriteFoods`) of this account (makeUser: user-1) and of
  // another account on this browser.
  window.localStorage.setItem(
    'favoriteFoods',
    JSON.stringify({ 'user-1': ['Arroz branco'], 'user-2': ['Feijão carioca'] }),
  );
  const { user, router } = profileScreen();

  await user.click(await screen.findByRole('button', { name: 'Excluir conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
  expect(dialog).toHaveTextContent(/permanente/);
  const confirm = within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' });

  await user.click(confirm);
  expect(await within(dialog).findByText('Informe sua senha para confirmar.')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Senha'), 'errada');
  await user.click(confirm);
  expect(await within(dialog).findByText('Senha incorreta.')).toBeInTheDocument();

  await user.clear(within(dialog).getByLabelText('Senha'));
  await user.type(within(dialog).getByLabelText('Senha'), 'segredo123');
  await user.click(confirm);

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
  expect(passwords).toEqual(['errada', 'segredo123']);
  // The deleted account's favourites left the device; the other account's stayed.
  expect(JSON.parse(window.localStorage.getItem('favoriteFoods') ?? 'null')).toEqual({ 'user-2': ['Feijão carioca'] });
  // Still on the landing page once signed out: the guard of the page it left did not send it to /login.
  expect(screen.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

test('"Sair" signs out and goes to /', async () => {
  const calls: string[] = [];
  server.use(
    http.post('/api/auth/logout', () => {
      calls.push('logout');
      return HttpResponse.json({ message: 'Sessão encerrada.' });
    }),
  );
  const { user, router, queryClient } = profileScreen();

  await user.click(await screen.findByRole('button', { name: 'Sair' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  await waitFor(() => expect(calls).toEqual(['logout']));
  // Still on the landing page once signed out: the guard of the page it left did not send it to /login.
  expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
  // The sign-out has settled (the session is dropped) and the page is still the landing page.
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  expect(router.state.location.pathname).toBe('/');
});

test('the layout shows the uploaded picture instead of the initials', async () => {
  server.use(signedIn(makeUser()), withProfile(makeProfile({ avatarUrl: '/api/profile/avatar?v=9' })));
  profileScreen();

  const [menu] = await screen.findAllByRole('button', { name: /^Menu do usuário/ });
  await waitFor(() => expect(menu!.querySelector('img')).toHaveAttribute('src', '/api/profile/avatar?v=9'));
});

test('an unconfirmed e-mail is pointed out on the profile, with a new confirmation link on request', async () => {
  const bodies: unknown[] = [];
  server.use(
    signedIn(makeUser({ emailVerified: false })),
    http.get('/api/me/payments', () => HttpResponse.json({ payments: [] })),
    http.post('/api/auth/resend-confirmation', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Se o email estiver cadastrado, enviaremos um novo link.' });
    }),
  );
  const { user } = renderApp('/profile');
  expect(await screen.findByText(/ainda não foi confirmado/)).toHaveTextContent('maria@example.com');
  await user.click(screen.getByRole('button', { name: 'Reenviar email de confirmação' }));
  expect(await screen.findByText(/Enviamos um novo link de confirmação/)).toBeInTheDocument();
  expect(bodies).toEqual([{ email: 'maria@example.com' }]);
});

test('a confirmed e-mail shows no confirmation notice', async () => {
  profileScreen();
  expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
  await screen.findByLabelText('Nome completo');
  expect(screen.queryByText(/ainda não foi confirmado/)).not.toBeInTheDocument();
});
