import { buildPlans, planOffers, PLANS_IN_PAGE } from '@prato/core/domain/plans';
import { act, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { readPagePlans } from '@/lib/plans-catalogue';
import { withPlans } from '@/testing/handlers';
import { server } from '@/testing/server';
import { Pricing } from './pricing';

// Decision 026: the landing is prerendered with the default prices and hydrated without the app's query
// client; the server says the installation's plans in the page (or the page asks for them).

const CONFIGURED = { priceCents: { premium_quarterly: 4990 }, labels: { premium_annual: 'Anual Família' } };

/** What the server adds to the page's head: the pending style, and the catalogue when it sends one. */
function serverHead({ catalogue }: { catalogue: boolean }) {
  const style = document.createElement('style');
  style.id = PLANS_IN_PAGE.pendingStyleId;
  document.head.append(style);
  if (catalogue) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PLANS_IN_PAGE.catalogueId;
    script.textContent = JSON.stringify({ plans: planOffers(buildPlans(CONFIGURED)) });
    document.head.append(script);
  }
}

/** The prerendered markup (the defaults), hydrated as landing-main.tsx does it; React's warnings collected. */
async function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Pricing />);
  document.body.append(container);
  expect(container.querySelector('[data-plans]')).toHaveAttribute('data-plans', 'build');
  readPagePlans(document, { prerendered: true });
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    // Hydrated as landing-main.tsx does; @testing-library/preact's types omit the `hydrate` option it takes.
    render(<Pricing />, { container, hydrate: true } as Parameters<typeof render>[1]);
  });
  return { container, errors };
}

const premiumCard = () => screen.getByRole('article', { name: /Premium|Anual/ });

async function choose(period: 'Mensal' | 'Trimestral' | 'Anual') {
  await userEvent.click(within(screen.getByRole('group', { name: 'Período de cobrança' })).getByText(period));
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});
// The app's state (nothing known, asked on first use) for the next file of this worker.
afterAll(() => readPagePlans(document, { prerendered: false }));

test('configured plans in the page: hydrated without a mismatch, then shown with the badge their prices earn', async () => {
  serverHead({ catalogue: true });
  const asked = vi.fn();
  server.use(http.get('/api/plans', () => asked()));
  const { container, errors } = await hydratePrerendered();

  expect(container.querySelector('[data-plans]')).toHaveAttribute('data-plans', 'known');
  expect(errors).not.toHaveBeenCalled();
  // Yearly first: the annual plan is now the cheapest month, so it has the badge.
  expect(screen.getByTestId('premium-price')).toHaveTextContent('R$ 179,90');
  expect(premiumCard()).toHaveTextContent('Anual Família');
  expect(premiumCard()).toHaveTextContent('MAIS VANTAJOSO');
  expect(screen.getByRole('link', { name: 'Assinar Anual Família' })).toBeInTheDocument();

  await choose('Trimestral');
  expect(screen.getByTestId('premium-price')).toHaveTextContent('R$ 49,90');
  expect(premiumCard()).toHaveTextContent('Equivale a R$ 16,63/mês · economia de 16% sobre o mensal');
  expect(premiumCard()).toHaveTextContent('POPULAR');
  expect(premiumCard()).not.toHaveTextContent('MAIS VANTAJOSO');
  // The catalogue was in the page: nothing was asked.
  expect(asked).not.toHaveBeenCalled();
});

test("the service worker's copy of the page asks for the plans, and shows no price until they come", async () => {
  serverHead({ catalogue: false });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('/api/plans', async () => {
      await answered;
      return HttpResponse.json({ plans: planOffers(buildPlans(CONFIGURED)) });
    }),
  );
  const { container, errors } = await hydratePrerendered();
  expect(container.querySelector('[data-plans]')).toHaveAttribute('data-plans', 'pending');
  expect(container.querySelector('[data-plans]')).toHaveClass('invisible');

  await act(async () => answer());
  expect(await screen.findByText('Anual Família')).toBeInTheDocument();
  expect(container.querySelector('[data-plans]')).toHaveAttribute('data-plans', 'known');
  expect(container.querySelector('[data-plans]')).not.toHaveClass('invisible');
  expect(errors).not.toHaveBeenCalled();
});

test('nothing configured: the prerendered defaults stay, nothing is asked, the badge is the quarterly plan’s', async () => {
  const asked = vi.fn();
  server.use(http.get('/api/plans', () => asked()));
  const { container, errors } = await hydratePrerendered();
  expect(container.querySelector('[data-plans]')).toHaveAttribute('data-plans', 'build');
  expect(errors).not.toHaveBeenCalled();

  expect(screen.getByTestId('premium-price')).toHaveTextContent('R$ 179,90');
  expect(premiumCard()).toHaveTextContent('Premium Anual');
  expect(premiumCard()).not.toHaveTextContent('MAIS VANTAJOSO');
  expect(premiumCard()).toHaveTextContent('Equivale a R$ 14,99/mês · economia de 25% sobre o mensal');
  // R$ 5,00 a quarter is R$ 1,67 a month: the best value, whatever the annual plan used to be called.
  expect(within(screen.getByRole('group', { name: 'Período de cobrança' })).getByText('−92%')).toBeInTheDocument();
  await choose('Trimestral');
  expect(screen.getByTestId('premium-price')).toHaveTextContent('R$ 5,00');
  expect(premiumCard()).toHaveTextContent('MAIS VANTAJOSO');
  expect(premiumCard()).not.toHaveTextContent('POPULAR');
  await choose('Mensal');
  expect(premiumCard()).not.toHaveTextContent(/economia|MAIS VANTAJOSO|POPULAR/);
  expect(asked).not.toHaveBeenCalled();
});

test('inside the app (client navigation to /) the plans are asked for before a price is shown', async () => {
  readPagePlans(document, { prerendered: false });
  server.use(withPlans(CONFIGURED));
  render(<Pricing />);
  expect(await screen.findByText('Anual Família')).toBeInTheDocument();
  expect(screen.getByTestId('premium-price')).toHaveTextContent('R$ 179,90');
  expect(premiumCard()).toHaveTextContent('MAIS VANTAJOSO');
});
