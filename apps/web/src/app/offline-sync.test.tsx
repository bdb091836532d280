import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import {
  createOfflineQueue,
  FAILED_DB,
  indexedDbStore,
  offlineQueue,
  QUEUE_DB,
  type FailedItem,
} from '@/lib/offline-queue';
import { apiError, makeHomeSummary, signedIn, withHomeSummary } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const MEAL_ID = '0b7f5a52-52a8-4c4b-9d0e-6c1d6f2b8a11';

/** A lunch saved offline now (the summary's date is today's, so it counts in today's totals). */
function queuedLunch() {
  return {
    id: MEAL_ID,
    mealType: 'lunch',
    portions: [
      {
        foodName: 'Arroz, integral, cozido',
        grams: 150,
        calories: 186,
        homeMeasure: '3 colheres de sopa',
        macros: { protein: 3.9, carbs: 38.6, fat: 1.5, fiber: 4.1 },
        glycemicIndex: 55,
      },
    ],
    totalCalories: 186,
    totalMacros: { protein: 3.9, carbs: 38.6, fat: 1.5, fiber: 4.1 },
    glycemicData: { index: 55, load: 15 },
    consumedAt: new Date().toISOString(),
  };
}

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test("a meal still in the queue counts in today's totals and leads the latest meals, marked pending", async () => {
  await offlineQueue.setUser('user-1');
  await offlineQueue.enqueue('meal', queuedLunch());
  // Still no connection when the app starts: the start-up sync leaves it queued.
  let sendTried = false;
  server.use(
    signedIn(),
    http.post('/api/meals', () => {
      sendTried = true;
      return HttpResponse.error();
    }),
    withHomeSummary(
      makeHomeSummary({
        date: todayInSaoPaulo(),
        today: { calories: 1000, protein: 50, carbs: 100, fat: 30, meals: 2, activities: 0, burned: 0 },
      }),
    ),
  );
  renderApp('/home');

  expect(await screen.findByTestId('calories-today')).toHaveTextContent('1.186 kcal');
  expect(screen.getByTestId('meals-today')).toHaveTextContent('3');
  expect(screen.getByTestId('pending-note')).toHaveTextContent('Inclui 1 registro ainda não enviado.');
  const latest = screen.getByRole('list', { name: 'Últimas refeições' });
  expect(within(latest).getByText('Almoço')).toBeInTheDocument();
  expect(within(latest).getByText('Pendente')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '1 pendente' })).toBeInTheDocument();
  // The start-up sync runs once the page is up (app-layout.tsx): its refused send happens in this test.
  await waitFor(() => expect(sendTried).toBe(true));
});

test('the queue is sent at start and on a tap on the pending button; a third refusal moves the item to the visible failed list', async () => {
  await offlineQueue.setUser('user-1');
  const posts: unknown[] = [];
  server.use(
    signedIn(),
    http.post('/api/weights', async ({ request }) => {
      posts.push(await request.json());
      return apiError(400, 'VALIDATION_ERROR', 'Informe um peso entre 20 e 300 kg.');
    }),
  );
  await offlineQueue.enqueue('weight', { id: '5f1d2c3b-0000-4000-8000-000000000001', weight: 500 });
  const { user } = renderApp('/home');

  // The start-up sync is the first try; two taps make the second and the third.
  await waitFor(() => expect(posts).toHaveLength(1));
  for (const attempt of [2, 3]) {
    await user.click(await screen.findByRole('button', { name: '1 pendente' }));
    await waitFor(() => expect(posts).toHaveLength(attempt));
  }

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('1 registro não pôde ser enviado.');
  await waitFor(() => expect(screen.queryByRole('button', { name: /pendente|Sincronizando/ })).not.toBeInTheDocument());
  expect(posts).toHaveLength(3);

  await user.click(within(notice).getByRole('button', { name: 'Ver registros' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registros não enviados' });
  expect(within(dialog).getByText('Peso: 500 kg')).toBeInTheDocument();
  expect(within(dialog).getByText('Informe um peso entre 20 e 300 kg.')).toBeInTheDocument();
});

test('a failed item offers its data to copy, and a retry sends it again', async () => {
  const item: FailedItem = {
    id: '5f1d2c3b-0000-4000-8000-000000000002',
    type: 'activity',
    data: { id: '5f1d2c3b-0000-4000-8000-000000000002', activityType: 'Yoga', durationMinutes: 700 },
    timestamp: Date.now(),
    retries: 3,
    userId: 'user-1',
    failedAt: Date.now(),
    message: 'Informe a duração em minutos (de 1 a 600).',
  };
  await indexedDbStore(FAILED_DB).set(item.id, item);
  const posts: unknown[] = [];
  server.use(
    signedIn(),
    http.post('/api/activities', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  const { user } = renderApp('/home');

  await user.click(await screen.findByRole('button', { name: 'Ver registros' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registros não enviados' });
  expect(within(dialog).getByText('Atividade: Yoga · 700 min')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Copiar dados de Atividade: Yoga · 700 min' }));
  expect(await navigator.clipboard.readText()).toBe(JSON.stringify(item.data, null, 2));
  expect(await screen.findByText('Dados copiados.')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Tentar enviar de novo Atividade: Yoga · 700 min' }));
  await waitFor(() => expect(posts).toEqual([item.data]));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  // The retry moves the item back to the queue (the alert goes) before the answer to its request
  // removes it: wait for that answer rather than read the queue while the request is in flight.
  await waitFor(() => expect(offlineQueue.getSnapshot()).toMatchObject({ pending: [], failed: [], syncing: false }));
  expect(screen.queryByRole('button', { name: /pendente|Sincronizando/ })).not.toBeInTheDocument();
  expect(posts).toHaveLength(1);
});

test('a record the service worker (or another tab) sent refreshes what the screen shows', async () => {
  await offlineQueue.setUser('user-1');
  await offlineQueue.enqueue('meal', queuedLunch());
  let landed = false;
  server.use(
    signedIn(),
    // This page cannot reach the server.
    http.post('/api/meals', () => HttpResponse.error()),
    http.get('/api/home', () =>
      HttpResponse.json(
        makeHomeSummary({
          date: todayInSaoPaulo(),
          today: landed
            ? { calories: 1186, protein: 53.9, carbs: 138.6, fat: 31.5, meals: 3, activities: 0, burned: 0 }
            : { calories: 1000, protein: 50, carbs: 100, fat: 30, meals: 2, activities: 0, burned: 0 },
        }),
      ),
    ),
  );
  renderApp('/home');
  expect(await screen.findByTestId('calories-today')).toHaveTextContent('1.186 kcal');
  expect(await screen.findByRole('button', { name: '1 pendente' })).toBeInTheDocument();

  // The service worker's Background Sync sends it with its own copy of the queue, over the same storage.
  const worker = createOfflineQueue({
    pending: indexedDbStore(QUEUE_DB),
    failed: indexedDbStore(FAILED_DB),
    send: async () => {
      landed = true;
    },
  });
  await worker.setUser('user-1');
  expect(await worker.sync()).toEqual({ sent: 1, stopped: false });
  // The page reads the queue again (it does every 10 s): the record left it, sent by someone else.
  await offlineQueue.refresh();

  await waitFor(() => expect(screen.queryByTestId('pending-note')).not.toBeInTheDocument());
  // The summary was asked again: the lunch now counts once, from the server.
  await waitFor(() => expect(screen.getByTestId('meals-today')).toHaveTextContent('3'));
  expect(screen.getByTestId('calories-today')).toHaveTextContent('1.186 kcal');
  expect(screen.queryByRole('button', { name: /pendente|Sincronizando/ })).not.toBeInTheDocument();
});
