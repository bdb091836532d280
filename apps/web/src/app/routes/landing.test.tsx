import { MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import { screen, within } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';

/** The plan card whose title is `name`. */
const card = (name: string) => screen.getByRole('article', { name });

test('the pricing cards and the FAQ promise what the limit counts: planned meals saved per day', async () => {
  const app = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();

  expect(within(card('Plano Gratuito')).getByText('2 refeições planejadas/dia')).toBeInTheDocument();
  expect(within(card('Premium Anual')).getByText('Refeições planejadas ilimitadas')).toBeInTheDocument();
  expect(screen.queryByText(/cálculos ilimitados|Cálculos de porções ilimitados/i)).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Comece de graça. Assine o Premium quando quiser refeições planejadas ilimitadas, histórico completo e o assistente.',
    ),
  ).toBeInTheDocument();

  await app.user.click(screen.getByText('O que o plano gratuito inclui?'));
  const answer = screen.getByText(/^Cadastro, metas de calorias/);
  expect(answer).toHaveTextContent('2 refeições planejadas salvas por dia no diário');
  expect(answer).toHaveTextContent(MEAL_LIMIT_TEXTS.howCounted);
  expect(answer).not.toHaveTextContent(/cálculos de refeição por dia/);
});
