import type { OnboardingResult } from '@prato/core/schemas/onboarding';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { apiError, makeProfile, signedIn, withProfile } from '@/testing/handlers';
import { expectNoNativeValidation } from '@/testing/native-validation';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { ONBOARDING_COMPLETED_KEY } from '../api/finish-onboarding';

const newProfile = makeProfile({
  weight: null,
  height: null,
  age: null,
  gender: null,
  activityLevel: null,
  healthGoals: null,
  breakfastCalories: null,
  lunchCalories: null,
  dinnerCalories: null,
  snackCalories: null,
  snackQuantity: null,
  onboardingCompleted: false,
});

const aiResult: OnboardingResult = {
  totalDaily: 1500,
  breakfast: 400,
  lunch: 550,
  dinner: 400,
  snack: 75,
  snackQuantity: 2,
  explanation: 'Meta calculada pela IA.',
  source: 'ai',
};

function goalsReturning(reply: () => Response | Promise<Response>, bodies: unknown[] = []) {
  return http.post('/api/onboarding/goals', async ({ request }) => {
    bodies.push(await request.json());
    return reply();
  });
}

async function reachActivityStep() {
  const app = renderApp('/onboarding');
  const { user } = app;
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  expect(screen.getByRole('heading', { name: 'Seus dados' })).toHaveFocus();
  await user.type(screen.getByLabelText('Peso (kg)'), '65');
  await user.type(screen.getByLabelText('Altura (cm)'), '165');
  await user.type(screen.getByLabelText('Idade (anos)'), '30');
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(await screen.findByRole('radio', { name: /Perder peso/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(await screen.findByRole('radio', { name: /Levemente ativo/ }));
  return app;
}

test('step 1 keeps Continuar disabled until weight, height and age are filled, then shows the bounds', async () => {
  server.use(signedIn(), withProfile(newProfile));
  const { user } = renderApp('/onboarding');
  expect(await screen.findByRole('heading', { name: 'Boas-vindas ao Prato Certo!' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progresso da configuração' })).toHaveAttribute('aria-valuenow', '1');
  await user.click(screen.getByRole('button', { name: 'Começar' }));

  const next = screen.getByRole('button', { name: 'Continuar' });
  expect(next).toBeDisabled();
  await user.type(screen.getByLabelText('Peso (kg)'), '20');
  await user.type(screen.getByLabelText('Altura (cm)'), '170');
  expect(next).toBeDisabled();
  await user.type(screen.getByLabelText('Idade (anos)'), '30');
  expect(next).toBeEnabled();

  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira um peso válido (30-300 kg)');
  expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('aria-invalid', 'true');

  await user.clear(screen.getByLabelText('Peso (kg)'));
  await user.type(screen.getByLabelText('Peso (kg)'), '70');
  await user.clear(screen.getByLabelText('Altura (cm)'));
  await user.type(screen.getByLabelText('Altura (cm)'), '260');
  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira uma altura válida (100-250 cm)');

  await user.clear(screen.getByLabelText('Altura (cm)'));
  await user.type(screen.getByLabelText('Altura (cm)'), '170');
  await user.clear(screen.getByLabelText('Idade (anos)'));
  await user.type(screen.getByLabelText('Idade (anos)'), '12');
  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira uma idade válida (13-120 anos)');

  await user.clear(screen.getByLabelText('Idade (anos)'));
  await user.type(screen.getByLabelText('Idade (anos)'), '30');
  // No sex is preselected: skipping the choice must not pick the male formula silently.
  expect(screen.getByRole('radio', { name: 'Masculino' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Feminino' })).not.toBeChecked();
  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Selecione o sexo.');
  await user.click(screen.getByRole('radio', { name: 'Masculino' }));
  await user.click(next);
  expect(await screen.findByRole('heading', { name: 'Qual é o seu objetivo?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(screen.getByLabelText('Peso (kg)')).toHaveValue('70');
});

test('step 1 reads "68,5" kg; 400 and 68,55 get our messages and the focus goes to the weight', async () => {
  const goalBodies: unknown[] = [];
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => HttpResponse.json(aiResult), goalBodies),
  );
  const { user } = renderApp('/onboarding');
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  const weight = screen.getByLabelText('Peso (kg)');
  const next = screen.getByRole('button', { name: 'Continuar' });
  await user.type(weight, '400');
  await user.type(screen.getByLabelText('Altura (cm)'), '165');
  await user.type(screen.getByLabelText('Idade (anos)'), '30');
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));

  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira um peso válido (30-300 kg)');
  expect(weight).toHaveFocus();
  expectNoNativeValidation(weight);

  await user.clear(weight);
  await user.type(weight, '68,55');
  await user.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent('Use no máximo uma casa decimal no peso.');
  expect(weight).toHaveFocus();

  await user.clear(weight);
  await user.type(weight, '68,5');
  await user.click(next);
  await user.click(await screen.findByRole('radio', { name: /Manter/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('heading', { name: 'Suas metas diárias' })).toBeInTheDocument();
  expect(goalBodies).toEqual([expect.objectContaining({ weight: 68.5, height: 165, age: 30 })]);
});

test('an edited goal with decimals is refused with our message and the focus goes to it', async () => {
  const patches: unknown[] = [];
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => HttpResponse.json(aiResult)),
    http.patch('/api/profile', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(makeProfile());
    }),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  await user.click(await screen.findByRole('button', { name: 'Editar metas' }));
  const lunch = screen.getByLabelText('Almoço (kcal)');
  await user.clear(lunch);
  await user.type(lunch, '550,5');
  await user.click(screen.getByRole('button', { name: 'Concluir' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Informe calorias entre 50 e 2000 kcal.');
  expect(lunch).toHaveFocus();
  expect(lunch).toHaveAttribute('aria-invalid', 'true');
  expectNoNativeValidation(lunch);
  expect(patches).toEqual([]);
});

test('the goals come from the server; edits update the total live; restore; finish saves and goes to /home', async () => {
  const goalBodies: unknown[] = [];
  const patches: unknown[] = [];
  const weights: unknown[] = [];
  // The goals wait until the test has seen the loading state: no race with a busy machine.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(async () => {
      await answered;
      return HttpResponse.json(aiResult);
    }, goalBodies),
    http.patch('/api/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json(makeProfile(body));
    }),
    http.post('/api/weights', async ({ request }) => {
      weights.push(await request.json());
      return HttpResponse.json(
        {
          id: 'w1',
          weight: 65,
          height: 165,
          bmi: 23.9,
          bmiCategory: 'normal',
          notes: null,
          measuredAt: new Date().toISOString(),
          aiAnalysis: null,
        },
        { status: 201 },
      );
    }),
  );
  window.localStorage.removeItem(ONBOARDING_COMPLETED_KEY);
  const { user, router } = await reachActivityStep();

  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('button', { name: /Calculando suas metas\.\.\./ })).toBeDisabled();
  answer();
  expect(await screen.findByRole('heading', { name: 'Suas metas diárias' })).toBeInTheDocument();
  expect(goalBodies).toEqual([
    {
      weight: 65,
      height: 165,
      age: 30,
      gender: 'female',
      healthGoals: 'lose_weight',
      activityLevel: 'lightly_active',
    },
  ]);
  expect(screen.getByTestId('daily-total')).toHaveTextContent('1.500 kcal');
  const meals = screen.getByRole('list', { name: 'Metas por refeição' });
  expect(within(meals).getByText('Lanches (2×)')).toBeInTheDocument();
  expect(within(meals).getByText('550 kcal')).toBeInTheDocument();
  expect(within(meals).getByText('75 kcal cada')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Editar metas' }));
  const breakfast = screen.getByLabelText('Café da manhã (kcal)');
  await user.clear(breakfast);
  await user.type(breakfast, '500');
  await user.clear(screen.getByLabelText('Quantidade de lanches'));
  await user.type(screen.getByLabelText('Quantidade de lanches'), '1');
  // 500 + 550 + 400 + 75 × 1
  expect(screen.getByTestId('daily-total')).toHaveTextContent('1.525 kcal');

  await user.click(screen.getByRole('button', { name: 'Restaurar valores da IA' }));
  expect(screen.getByLabelText('Café da manhã (kcal)')).toHaveValue('400');
  expect(screen.getByTestId('daily-total')).toHaveTextContent('1.500 kcal');

  await user.clear(screen.getByLabelText('Almoço (kcal)'));
  await user.type(screen.getByLabelText('Almoço (kcal)'), '600');
  await user.click(screen.getByRole('button', { name: 'Concluir' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(patches).toEqual([
    {
      weight: 65,
      height: 165,
      age: 30,
      gender: 'female',
      healthGoals: 'lose_weight',
      activityLevel: 'lightly_active',
      breakfastCalories: 400,
      lunchCalories: 600,
      dinnerCalories: 400,
      snackCalories: 75,
      snackQuantity: 2,
      onboardingCompleted: true,
    },
  ]);
  expect(weights).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), weight: 65, height: 165 }]);
  expect(window.localStorage.getItem(ONBOARDING_COMPLETED_KEY)).toBe('true');
});

test('an edited goal out of bounds is refused before saving', async () => {
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => HttpResponse.json(aiResult)),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  await user.click(await screen.findByRole('button', { name: 'Editar metas' }));
  await user.clear(screen.getByLabelText('Jantar (kcal)'));
  await user.click(screen.getByRole('button', { name: 'Concluir' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Informe calorias entre 50 e 2000 kcal.');
});

test('a 429 shows the pt-BR message and stays on the activity step', async () => {
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => apiError(429, 'AI_RATE_LIMITED', 'Limite de uso atingido. Tente novamente em instantes.')),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Limite de uso atingido. Tente novamente em instantes.');
  expect(screen.getByRole('heading', { name: 'Qual é o seu nível de atividade?' })).toBeInTheDocument();
});

test('a 401 shows the session message', async () => {
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado')),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sessão expirada. Faça login novamente.');
});

test('any other failure falls back silently to the formula computed in the browser', async () => {
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => HttpResponse.error()),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  // Formula for 65 kg, 165 cm, 30 y, female, lightly active, lose weight.
  expect(await screen.findByTestId('daily-total')).toHaveTextContent('1.400 kcal');
  expect(screen.getByRole('button', { name: 'Restaurar valores calculados' })).toBeInTheDocument();
  expect(screen.getByText('Calculado pela fórmula de Mifflin-St Jeor')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when saving fails the pt-BR toast appears and the user stays', async () => {
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => HttpResponse.json(aiResult)),
    http.patch('/api/profile', async ({ request }) =>
      HttpResponse.json(makeProfile((await request.json()) as Record<string, unknown>)),
    ),
    http.post('/api/weights', () => apiError(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente em instantes.')),
  );
  const { user, router } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  await user.click(await screen.findByRole('button', { name: 'Concluir' }));
  expect(await screen.findByText('Erro ao salvar configuração. Tente novamente.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/onboarding');
});

test('a complete profile can recalculate: the steps start from its data', async () => {
  server.use(signedIn(), withProfile(makeProfile({ weight: 68, height: 165, age: 32, gender: 'female' })));
  const { user } = renderApp('/onboarding');
  // She told us her sex: the welcome agrees with it.
  expect(await screen.findByRole('heading', { name: 'Bem-vinda ao Prato Certo!' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  expect(screen.getByLabelText('Peso (kg)')).toHaveValue('68');
  expect(screen.getByRole('radio', { name: 'Feminino' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

test('a 14-year-old is told why "Perder peso" is not offered, before submit, with "Manter peso" chosen', async () => {
  const goalBodies: unknown[] = [];
  server.use(
    signedIn(),
    withProfile({ ...newProfile, healthGoals: 'lose_weight' }),
    goalsReturning(() => HttpResponse.json({ ...aiResult, totalDaily: 1650, source: 'formula' }), goalBodies),
  );
  const { user } = renderApp('/onboarding');
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  await user.type(screen.getByLabelText('Peso (kg)'), '40');
  await user.type(screen.getByLabelText('Altura (cm)'), '160');
  await user.type(screen.getByLabelText('Idade (anos)'), '14');
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  expect(await screen.findByRole('heading', { name: 'Qual é o seu objetivo?' })).toBeInTheDocument();
  const reason = screen.getByTestId('no-deficit-reason');
  expect(reason).toHaveTextContent('Para menores de 18 anos não oferecemos meta de perder peso');
  expect(reason).toHaveTextContent('Escolha "Manter peso"');
  expect(reason).toHaveTextContent(
    'Seu IMC (15,6) está na faixa "peso adequado para a idade" pela referência da OMS (2007)',
  );
  expect(screen.getByRole('radio', { name: /Perder peso/ })).toBeDisabled();
  expect(screen.getByText('Indisponível para os seus dados (veja o aviso acima)')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Manter peso/ })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('heading', { name: 'Suas metas diárias' })).toBeInTheDocument();
  expect(goalBodies).toEqual([expect.objectContaining({ age: 14, healthGoals: 'maintain' })]);
  expect(screen.getByText('Calculado pela equação do IOM para 9 a 18 anos')).toBeInTheDocument();
});

test('an adult with BMI 18.4 sees the underweight reason; at 18.5 "Perder peso" is offered', async () => {
  server.use(signedIn(), withProfile(newProfile));
  const { user } = renderApp('/onboarding');
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  await user.type(screen.getByLabelText('Peso (kg)'), '50,1');
  await user.type(screen.getByLabelText('Altura (cm)'), '165');
  await user.type(screen.getByLabelText('Idade (anos)'), '30');
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByTestId('no-deficit-reason')).toHaveTextContent('Seu IMC está abaixo de 18,5 (baixo peso)');
  expect(screen.getByRole('radio', { name: /Perder peso/ })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  await user.clear(screen.getByLabelText('Peso (kg)'));
  await user.type(screen.getByLabelText('Peso (kg)'), '50,4');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Qual é o seu objetivo?' });
  expect(screen.queryByTestId('no-deficit-reason')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Perder peso/ })).toBeEnabled();
});

test('a goal the server refuses (400) is shown, not replaced by a local calculation', async () => {
  const message = 'Para menores de 18 anos não oferecemos meta de perder peso.';
  server.use(
    signedIn(),
    withProfile(newProfile),
    goalsReturning(() => apiError(400, 'GOAL_NOT_SAFE', message)),
  );
  const { user } = await reachActivityStep();
  await user.click(screen.getByRole('button', { name: 'Calcular metas' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('heading', { name: 'Suas metas diárias' })).not.toBeInTheDocument();
});
