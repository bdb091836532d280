import { buildPlans, planOffers } from '@prato/core/domain/plans';
import type { MySubscription } from '@prato/core/schemas/subscription';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { apiError, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const FREE: MySubscription = {
  subscription: {
    plan: 'free',
    status: 'active',
    currentPeriodStart: '2026-01-05T12:00:00.000Z',
    currentPeriodEnd: null,
  },
  effectivePlan: 'free',
  isPremium: false,
  isExpired: false,
  isExpiringSoon: false,
  daysRemaining: null,
  statusMessage: 'Plano Grátis',
};

const ANNUAL: MySubscription = {
  subscription: {
    plan: 'premium_annual',
    status: 'active',
    currentPeriodStart: '2026-11-23T12:00:00.000Z',
    currentPeriodEnd: '2027-11-23T12:00:00.000Z',
  },
  effectivePlan: 'premium_annual',
  isPremium: true,
  isExpired: false,
  isExpiringSoon: false,
  daysRemaining: 365,
  statusMessage: 'Válido por mais 365 dias',
};

afterEach(() => vi.unstubAllGlobals());

function plansScreen(subscription: MySubscription = FREE) {
  server.use(
    signedIn(),
    http.get('/api/me/subscription', () => HttpResponse.json(subscription)),
  );
  return renderApp('/assinatura');
}

test('paid plans with the badge their prices earn, the FAQ and the way back to /app', async () => {
  plansScreen();
  expect(await screen.findByRole('heading', { name: 'Planos Premium' })).toBeInTheDocument();
  const plans = within(screen.getByRole('list', { name: 'Planos' })).getAllByRole('listitem', { name: /Premium/ });
  expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
    'Premium Mensal',
    'Premium Trimestral',
    'Premium Anual',
  ]);
  // The default prices make the quarterly plan's month the cheapest (R$ 1,67): the badge follows the prices.
  expect(await within(plans[1] as HTMLElement).findByText('MAIS VANTAJOSO')).toBeInTheDocument();
  expect(within(plans[1] as HTMLElement).getByText(/R\$\s1,67\/mês · economia de 92%/)).toBeInTheDocument();
  expect(within(plans[2] as HTMLElement).queryByText(/POPULAR|MAIS VANTAJOSO/)).toBeNull();
  expect(within(plans[0] as HTMLElement).queryByText(/POPULAR|MAIS VANTAJOSO/)).toBeNull();
  expect(within(plans[2] as HTMLElement).getByText(/179,90/)).toBeInTheDocument();
  expect(within(plans[2] as HTMLElement).getByText(/R\$\s14,99\/mês · economia de 25%/)).toBeInTheDocument();
  expect(screen.getByText('A assinatura é renovada automaticamente?')).toBeInTheDocument();
  expect(screen.getByText('Posso cancelar quando quiser?')).toBeInTheDocument();
  expect(
    screen.getByText(/plano gratuito, com 2 refeições planejadas salvas por dia, diário alimentar ilimitado/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/app');
  // Free users see no active-plan banner.
  expect(screen.queryByText(/Válido até/)).toBeNull();
});

test("an installation's prices and labels: shown once the server says them, with the badge and savings they make", async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('/api/plans', async () => {
      await answered;
      return HttpResponse.json({
        plans: planOffers(
          buildPlans({ priceCents: { premium_quarterly: 4990 }, labels: { premium_annual: 'Anual Família' } }),
        ),
      });
    }),
  );
  plansScreen();
  const list = await screen.findByRole('list', { name: 'Planos' });
  // Until then no price is shown: the compiled R$ 5,00 may not be this installation's.
  expect(within(list).queryByText(/R\$/)).toBeNull();
  expect(within(list).queryByText(/MAIS VANTAJOSO|POPULAR/)).toBeNull();
  answer();
  const annual = await within(list).findByRole('listitem', { name: 'Anual Família' });
  const quarterly = within(list).getByRole('listitem', { name: 'Premium Trimestral' });
  expect(within(quarterly).getByText(/49,90/)).toBeInTheDocument();
  expect(within(quarterly).getByText(/R\$\s16,63\/mês · economia de 16%/)).toBeInTheDocument();
  expect(within(quarterly).getByText('POPULAR')).toBeInTheDocument();
  expect(within(annual).getByText('MAIS VANTAJOSO')).toBeInTheDocument();
  expect(within(annual).getByRole('button', { name: 'Assinar Anual Família' })).toBeInTheDocument();
  expect(within(list).queryByText(/5,00/)).toBeNull();
});

test('choosing a plan says it is redirecting and sends the browser to the checkout', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const asked: unknown[] = [];
  server.use(
    http.post('/api/payments/checkout', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ url: '/api/payments/sandbox/checkout?token=abc' });
    }),
  );
  plansScreen();
  await userEvent.click(await screen.findByRole('button', { name: 'Assinar Premium Anual' }));
  expect(await screen.findByText('Redirecionando para o checkout seguro...')).toBeInTheDocument();
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout?token=abc'));
  expect(asked).toEqual([{ plan: 'premium_annual' }]);
});

test('a checkout that cannot open says so and lets the user try again', async () => {
  server.use(http.post('/api/payments/checkout', () => apiError(403, 'CHECKOUT_UNAVAILABLE', 'x')));
  plansScreen();
  await userEvent.click(await screen.findByRole('button', { name: 'Assinar Premium Mensal' }));
  expect(await screen.findByText('Não foi possível abrir o checkout. Tente novamente.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Assinar Premium Mensal' })).toBeEnabled();
});

test('a premium user sees the active plan valid until its end, and "Atualizar Status" syncs', async () => {
  let syncs = 0;
  server.use(
    http.post('/api/payments/sync', () => {
      syncs += 1;
      return HttpResponse.json({ success: true, result: { subscriptionsPersisted: 0 } });
    }),
  );
  plansScreen(ANNUAL);
  expect(await screen.findByText('Seu plano: Premium Anual')).toBeInTheDocument();
  expect(screen.getByText('Válido até 23/11/2027')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Renovar Premium Anual' })).toBeInTheDocument();
  const before = syncs;
  await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status' }));
  expect(await screen.findByText('Status da assinatura atualizado.')).toBeInTheDocument();
  expect(syncs).toBe(before + 1);
});

test('/obrigado syncs, shows the plan, its expiry and the unlocked features, then counts down', async () => {
  let syncs = 0;
  server.use(
    signedIn(),
    http.post('/api/payments/sync', () => {
      syncs += 1;
      return HttpResponse.json({ success: true, result: { subscriptionsPersisted: 0 } });
    }),
    http.get('/api/me/subscription', () => HttpResponse.json(ANNUAL)),
  );
  const app = renderApp('/obrigado?plan=premium_annual&transaction_id=sandbox-123');
  expect(await screen.findByRole('heading', { name: 'Obrigado!' })).toBeInTheDocument();
  expect(screen.getByText('Premium Anual')).toBeInTheDocument();
  expect(screen.getByText('Válido até 23/11/2027')).toBeInTheDocument();
  expect(screen.getByText('Assistente nutricional com IA')).toBeInTheDocument();
  expect(screen.getByText('Transação: sandbox-123')).toBeInTheDocument();
  expect(screen.getByText(/Você irá para o início do app em \d s\./)).toBeInTheDocument();
  expect(syncs).toBeGreaterThanOrEqual(1);
  // The person is signed in: "Ir para o início" (and the countdown) lead into the app, not to the marketing page.
  await app.user.click(screen.getByRole('link', { name: 'Ir para o início' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
});

test('the profile card warns 1–3 days before the end and offers renewal; the history asks for the 5 newest', async () => {
  const limits: (string | null)[] = [];
  server.use(
    signedIn(),
    http.get('/api/me/subscription', () =>
      HttpResponse.json({
        ...ANNUAL,
        isExpiringSoon: true,
        daysRemaining: 2,
        statusMessage: 'Expira em 2 dias - Renove agora!',
      }),
    ),
    http.get('/api/me/payments', ({ request }) => {
      limits.push(new URL(request.url).searchParams.get('limit'));
      return HttpResponse.json({
        payments: [
          {
            id: 'p1',
            plan: 'premium_annual',
            amountCents: 17990,
            paymentStatus: 'paid',
            paidAt: '2026-11-23T12:00:00.000Z',
            createdAt: '2026-11-23T12:00:00.000Z',
          },
        ],
      });
    }),
  );
  renderApp('/profile');
  expect(await screen.findByText('Sua assinatura está perto de expirar')).toBeInTheDocument();
  expect(screen.getByText('Expira em 2 dias - Renove agora!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Renovar Assinatura' })).toHaveAttribute('href', '/assinatura');
  expect(await screen.findByRole('cell', { name: /179,90/ })).toBeInTheDocument();
  expect(limits).toEqual(['5']);
});
