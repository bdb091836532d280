import type { AdminMetrics, AdminUserRow } from '@prato/core/schemas/admin';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { apiError, makeUser, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const DAY = 24 * 60 * 60 * 1000;
// Five days ahead of the test's clock: quick renew counts from an end still ahead.
const END = new Date(Date.now() + 5 * DAY);
const ddmmyyyy = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

const METRICS: AdminMetrics = {
  totalUsers: 1234,
  planCounts: { premium_monthly: 10, premium_quarterly: 5, premium_annual: 7 },
  risk: { expired: 2, due_7: 3, due_30: 4, ok: 1225 },
};

function row(overrides: Partial<AdminUserRow>): AdminUserRow {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    fullName: 'Ana Souza',
    plan: 'premium_monthly',
    planLabel: 'Premium Mensal',
    status: 'active',
    statusLabel: 'Ativa',
    currentPeriodStart: '2025-06-01T12:00:00.000Z',
    currentPeriodEnd: END.toISOString(),
    daysRemaining: 5,
    lastPaymentStatus: 'paid',
    lastPaymentAt: '2025-06-01T12:00:00.000Z',
    lastPaymentAmount: 1990,
    updatedAt: null,
    userCreatedAt: '2025-01-01T12:00:00.000Z',
    riskBucket: 'due_7',
    ...overrides,
  };
}

const ROWS = [
  row({}),
  row({
    userId: '00000000-0000-4000-8000-000000000002',
    email: 'bia@example.com',
    daysRemaining: 0,
    riskBucket: 'expired',
  }),
  row({
    userId: '00000000-0000-4000-8000-000000000003',
    email: 'caio@example.com',
    daysRemaining: 20,
    riskBucket: 'due_30',
  }),
  row({
    userId: '00000000-0000-4000-8000-000000000004',
    email: 'duda@example.com',
    daysRemaining: 200,
    riskBucket: 'ok',
  }),
];

/** A fake admin API recording the list queries it was asked. */
function adminApi({ failList = false, failSave = false } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    signedIn(makeUser({ isAdmin: true })),
    http.get('/api/admin/metrics', () => HttpResponse.json(METRICS)),
    http.get('/api/admin/segments', () => HttpResponse.json({ segments: [] })),
    http.get('/api/admin/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (failList) return apiError(500, 'INTERNAL', 'Erro interno.');
      const search = params.get('search');
      const users = search ? ROWS.filter((r) => r.email.includes(search)) : ROWS;
      return HttpResponse.json({ users, total: users.length, page: 1, pageSize: 25 });
    }),
    http.get('/api/admin/users/:id/history', () => HttpResponse.json({ history: [] })),
    http.get('/api/admin/unmatched-payment-events', () =>
      HttpResponse.json({
        events: [
          {
            id: 'e1',
            orderId: 'pedido-1',
            eventType: 'order_approved',
            email: 'desconhecida@example.com',
            externalId: null,
            reason: 'unknown_user',
            reasonLabel: 'Nenhuma conta com este email ou id',
            source: 'webhook',
            productName: null,
            chargeAmount: 1990,
            receivedAt: '2025-06-10T12:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
    ),
    http.patch('/api/admin/users/:id/subscription', () =>
      failSave
        ? apiError(400, 'FREE_PLAN_WITHOUT_END', 'O plano gratuito não tem data de expiração.')
        : apiError(500, 'INTERNAL', 'x'),
    ),
  );
  return { queries };
}

test('metric cards, rows with days-remaining colours, search and sort reach the API', async () => {
  const { queries } = adminApi();
  const { user } = renderApp('/admin');
  const metrics = await screen.findByRole('region', { name: 'Métricas' });
  expect(await within(metrics).findByText('1.234')).toBeInTheDocument();
  expect(within(metrics).getByText('Premium Anual').nextSibling).toHaveTextContent('7');

  const table = await screen.findByRole('table', { name: /Usuários/ });
  expect(within(table).getAllByRole('row')).toHaveLength(5);
  expect(within(table).getByText('5 dias')).toHaveClass('bg-orange-100');
  expect(within(table).getByText('0 dias')).toHaveClass('bg-red-100');
  expect(within(table).getByText('20 dias')).toHaveClass('bg-yellow-100');
  expect(within(table).getByText('200 dias')).toHaveClass('bg-slate-100');
  expect(within(table).getAllByText(/Pago · 01\/06\/2025 · R\$\s19,90/)).toHaveLength(4);

  await user.type(screen.getByLabelText('Buscar por nome ou email'), 'bia');
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: /Usuários/ })).getAllByRole('row')).toHaveLength(2),
  );
  expect(queries.at(-1)?.get('search')).toBe('bia');

  await user.click(screen.getByRole('button', { name: 'Email' }));
  await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('email'));
  expect(queries.at(-1)?.get('direction')).toBe('asc');
  expect(
    within(screen.getByRole('table', { name: /Usuários/ })).getByRole('columnheader', { name: /Email/ }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: 'Email' }));
  await waitFor(() => expect(queries.at(-1)?.get('direction')).toBe('desc'));

  await user.click(screen.getByRole('button', { name: 'Vencem em 7 dias' }));
  await waitFor(() => expect(queries.at(-1)?.get('dueInDays')).toBe('7'));
});

test("a failed load shows 'Erro ao carregar dados do painel admin'", async () => {
  adminApi({ failList: true });
  renderApp('/admin');
  expect(await screen.findByText('Erro ao carregar dados do painel admin')).toBeInTheDocument();
});

test("a refused save shows the server's message in the modal", async () => {
  adminApi({ failSave: true });
  const { user } = renderApp('/admin');
  await user.click(await screen.findByRole('button', { name: 'Editar ana@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar assinatura' });
  await user.click(within(dialog).getByRole('button', { name: '+30 dias' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    `+30 dias: nova expiração em ${ddmmyyyy(new Date(END.getTime() + 30 * DAY))}`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('O plano gratuito não tem data de expiração.');
});

test('saving nothing asks for a change without calling the API', async () => {
  adminApi();
  const { user } = renderApp('/admin');
  await user.click(await screen.findByRole('button', { name: 'Editar ana@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar assinatura' });
  await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe ao menos uma alteração');
});

test('payment events without an account are listed with the reason', async () => {
  adminApi();
  renderApp('/admin');
  const card = await screen.findByRole('region', { name: 'Pagamentos sem conta' });
  expect(await within(card).findByText('desconhecida@example.com')).toBeInTheDocument();
  expect(within(card).getByText('Nenhuma conta com este email ou id')).toBeInTheDocument();
  expect(within(card).getByText(/R\$\s19,90/)).toBeInTheDocument();
});
