import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { HYDRATION_DEFAULTS, hydrationPercentage, reminderSchedule } from '@prato/core/domain/hydration';
import {
  HYDRATION_MESSAGES,
  type HydrationIntake,
  type HydrationSettings,
  type HydrationToday,
} from '@prato/core/schemas/hydration';
import { HISTORY_MESSAGES } from '@prato/core/schemas/history';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { offlineQueue } from '@/lib/offline-queue';
import { apiError, signedIn } from '@/testing/handlers';
import { expectNoNativeValidation } from '@/testing/native-validation';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

interface FakeOptions {
  suggestedGoalMl?: number | null;
  /** Holds the mark/unmark answer until the test releases it. */
  hold?: Promise<void>;
  /** The first reminder comes due right after the page loads. */
  dueSoon?: boolean;
  fail?: { patch?: boolean; snooze?: boolean; drink?: boolean; settings?: boolean; remove?: boolean };
}

/**
 * A fake hydration API for one test: today's reminders and the intakes drunk outside them kept in
 * memory (as the server does: only the reminders count in "done/total"), every write recorded.
 */
function hydrationApi({ suggestedGoalMl = 3000, hold, dueSoon = false, fail = {} }: FakeOptions = {}) {
  let settings: HydrationSettings = { ...HYDRATION_DEFAULTS };
  let intakes: HydrationIntake[] = reminderSchedule(settings).map((time, i) => ({
    id: `i${i}`,
    amountMl: settings.intakeSizeMl,
    scheduledTime: time,
    actualTime: null,
    completed: false,
    snoozed: false,
    snoozeCount: 0,
    date: '2025-06-10',
  }));
  let others: HydrationIntake[] = [];
  const template = intakes[0]!;
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    const entry = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    writes.push(entry);
    return entry;
  };
  const today = (): HydrationToday => {
    const consumedMl = [...intakes.filter((i) => i.completed), ...others].reduce((sum, i) => sum + i.amountMl, 0);
    return {
      date: '2025-06-10',
      progress: {
        consumedMl,
        goalMl: settings.dailyGoalMl,
        percentage: hydrationPercentage(consumedMl, settings.dailyGoalMl),
        intakesCompleted: intakes.filter((i) => i.completed).length,
        intakesTotal: intakes.length,
        streakDays: 2,
      },
      // Past instants, except the first reminder when it is due soon.
      intakes: intakes.map((intake, n) => ({
        ...intake,
        dueAt:
          dueSoon && n === 0
            ? new Date(Date.now() + 8_000).toISOString()
            : `2025-06-10T${intake.scheduledTime}:00.000-03:00`,
      })),
      otherIntakes: others,
    };
  };
  server.use(
    signedIn(),
    http.get('/api/hydration/today', () => HttpResponse.json(today())),
    http.get('/api/hydration/settings', () => HttpResponse.json({ settings, suggestedGoalMl })),
    http.put('/api/hydration/settings', async ({ request }) => {
      const { body } = await record(request);
      if (fail.settings) return apiError(500, 'INTERNAL', 'Erro interno');
      settings = body as HydrationSettings;
      const marked = intakes.filter((i) => i.completed);
      const taken = new Set(marked.map((i) => i.scheduledTime));
      intakes = [
        ...marked,
        ...reminderSchedule(settings)
          .filter((time) => !taken.has(time))
          .map((time) => ({
            ...template,
            amountMl: settings.intakeSizeMl,
            id: `n${time}`,
            scheduledTime: time,
            completed: false,
            actualTime: null,
          })),
      ].sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
      return HttpResponse.json({ settings, suggestedGoalMl });
    }),
    http.patch('/api/hydration/intakes/:id', async ({ request, params }) => {
      const { body } = await record(request);
      await hold;
      // A refusal: a 5xx or no connection would queue the mark instead (decision 016).
      if (fail.patch) return apiError(404, 'REMINDER_NOT_FOUND', 'Lembrete não encontrado.');
      const { completed } = body as { completed: boolean };
      intakes = intakes.map((i) => (i.id === params.id ? { ...i, completed } : i));
      return HttpResponse.json(intakes.find((i) => i.id === params.id));
    }),
    http.post('/api/hydration/intakes/:id/snooze', async ({ request, params }) => {
      await record(request);
      if (fail.snooze) return apiError(500, 'INTERNAL', 'Erro interno');
      intakes = intakes.map((i) =>
        i.id === params.id ? { ...i, scheduledTime: '09:32', snoozed: true, snoozeCount: i.snoozeCount + 1 } : i,
      );
      return HttpResponse.json(intakes.find((i) => i.id === params.id));
    }),
    http.post('/api/hydration/intakes', async ({ request }) => {
      await record(request);
      if (fail.drink) return apiError(500, 'INTERNAL', 'Erro interno');
      const intake: HydrationIntake = {
        ...template,
        id: `x${others.length}`,
        scheduledTime: '10:30',
        actualTime: '2025-06-10T13:30:00.000Z',
        completed: true,
        amountMl: settings.intakeSizeMl,
      };
      others = [...others, intake];
      return HttpResponse.json(intake, { status: 201 });
    }),
    http.delete('/api/hydration/intakes/:id', async ({ request, params }) => {
      await record(request);
      if (fail.remove) return apiError(500, 'INTERNAL', 'Erro interno');
      others = others.filter((i) => i.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}

async function openHydration() {
  const app = renderApp('/hydration');
  await screen.findByRole('heading', { name: 'Hidratação', level: 1 });
  await screen.findByRole('list', { name: 'Lembretes' });
  return app;
}

const reminder = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Lembretes' })).getByRole('button', { name });
const progress = () => screen.getByRole('region', { name: 'Progresso de hoje' });
/** A volume as the screen writes it: number and unit joined by a no-break space. */
const ml = (amount: string) => `${amount}\u00a0ml`;

test('a page that fails to load keeps one h1, its own; the failure is a heading under it', async () => {
  server.use(
    signedIn(),
    http.get('/api/hydration/today', () => apiError(500, 'INTERNAL', 'Erro interno')),
    http.get('/api/hydration/settings', () => apiError(500, 'INTERNAL', 'Erro interno')),
  );
  renderApp('/hydration');

  expect(await screen.findByRole('heading', { name: 'Algo deu errado', level: 2 })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Hidratação']);
});

test('today: 8 reminders; marking three after confirming shows 750 ml and 38%; unmarking one brings it back', async () => {
  const writes = hydrationApi();
  const { user } = await openHydration();
  expect(within(screen.getByRole('list', { name: 'Lembretes' })).getAllByRole('button')).toHaveLength(8);
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(within(progress()).getByText('2 dias')).toBeInTheDocument();

  for (const time of ['07:00', '09:17', '11:34']) {
    await user.click(reminder(new RegExp(`^${time}`)));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingestão?' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(reminder(new RegExp(`^${time}, 250\\sml, registrada`))).toBeEnabled());
  }
  expect(await screen.findAllByText(HYDRATION_MESSAGES.registered)).not.toHaveLength(0);
  await waitFor(() => expect(within(progress()).getByText('750 ml')).toBeInTheDocument());
  expect(within(progress()).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '38%');
  expect(within(progress()).getByText('3/8')).toBeInTheDocument();

  // Cancelling the modal sends nothing.
  await user.click(reminder(/^13:51/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
  expect(writes.filter((w) => w.method === 'PATCH')).toHaveLength(3);

  await user.click(reminder(/^09:17/));
  const dialog = await screen.findByRole('dialog', { name: 'Desmarcar ingestão?' });
  await user.click(within(dialog).getByRole('button', { name: 'Desmarcar' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.unmarked)).toBeInTheDocument();
  await waitFor(() => expect(within(progress()).getByText('500 ml')).toBeInTheDocument());
  expect(within(progress()).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '25%');
  expect(writes.at(-1)).toEqual({ method: 'PATCH', path: '/api/hydration/intakes/i1', body: { completed: false } });
});

test('a reminder is locked while its request is in flight; the others stay usable, and each is released by its own answer', async () => {
  let release = () => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const writes = hydrationApi({ hold });
  const { user } = await openHydration();

  await user.click(reminder(/^07:00/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registrar' }));
  const locked = reminder(/^07:00/);
  await waitFor(() => expect(locked).toBeDisabled());
  expect(locked).toHaveAttribute('aria-busy', 'true');
  await user.click(locked);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(reminder(/^09:17/)).toBeEnabled();

  // A second reminder marked while the first is still on its way: each is released by its own answer.
  await user.click(reminder(/^09:17/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(reminder(/^09:17/)).toBeDisabled());

  release();
  await waitFor(() => expect(reminder(/^07:00, 250\sml, registrada/)).toBeEnabled());
  await waitFor(() => expect(reminder(/^09:17, 250\sml, registrada/)).toBeEnabled());
  expect(writes.filter((w) => w.method === 'PATCH')).toHaveLength(2);
});

const others = () => screen.getByRole('list', { name: 'Outras ingestões' });

test('"bebi água agora" is listed apart from the reminders: the ml go up, the reminders count stays; it can be undone', async () => {
  const writes = hydrationApi();
  const { user } = await openHydration();
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Outras ingestões' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Bebi água agora' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.registered)).toBeInTheDocument();
  await waitFor(() => expect(within(progress()).getByText('250 ml')).toBeInTheDocument());
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(within(progress()).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '13%');
  // Never a reminder tile: still the 8 reminders, and the glass in "Outras ingestões de hoje".
  expect(within(screen.getByRole('list', { name: 'Lembretes' })).getAllByRole('button')).toHaveLength(8);
  expect(screen.getByRole('heading', { name: 'Outras ingestões de hoje' })).toBeInTheDocument();
  expect(within(others()).getAllByRole('listitem')).toHaveLength(1);
  expect(within(others()).getByText('10:30')).toBeInTheDocument();
  // A client id and the moment it was drunk: a copy queued offline lands once, at the right time.
  expect(writes).toEqual([
    {
      method: 'POST',
      path: '/api/hydration/intakes',
      body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), drankAt: expect.any(String) },
    },
  ]);

  // Logged by mistake: undone after a confirmation.
  await user.click(within(others()).getByRole('button', { name: `Desfazer a ingestão das 10:30, ${ml('250')}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Desfazer ingestão?' });
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.removed)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Outras ingestões' })).not.toBeInTheDocument());
  expect(within(progress()).getByText('0 ml')).toBeInTheDocument();
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(writes.at(-1)).toEqual({ method: 'DELETE', path: '/api/hydration/intakes/x0', body: null });
});

test('undoing an intake that fails says so', async () => {
  hydrationApi({ fail: { remove: true } });
  const { user } = await openHydration();
  await user.click(screen.getByRole('button', { name: 'Bebi água agora' }));
  await user.click(await within(await screen.findByRole('list', { name: 'Outras ingestões' })).findByRole('button'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(HISTORY_MESSAGES.hydrationDeleteFailed)).toBeInTheDocument();
  expect(within(others()).getAllByRole('listitem')).toHaveLength(1);
});

test('an intake logged offline counts in the ml, listed apart and pending, not in the reminders, and is sent on reconnect', async () => {
  const writes = hydrationApi();
  let reachable = false;
  server.use(http.post('/api/hydration/intakes', () => (reachable ? undefined : HttpResponse.error())));
  // "Bebi água agora" at 10:30 in São Paulo on the fake's day, while the server could not be reached.
  await offlineQueue.setUser('user-1');
  await offlineQueue.enqueue('water', {
    id: '7a0c1e2d-3b4f-4a5b-8c6d-7e8f9a0b1c2d',
    drankAt: '2025-06-10T13:30:00.000Z',
  });
  const { user } = await openHydration();

  const undo = await within(await screen.findByRole('list', { name: 'Outras ingestões' })).findByRole('button', {
    name: `Desfazer a ingestão das 10:30, ${ml('250')}`,
  });
  // Not on the server yet: nothing to undo there.
  expect(undo).toBeDisabled();
  expect(within(others()).getByText(OFFLINE_MESSAGES.pendingBadge)).toBeInTheDocument();
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(within(progress()).getByText('250 ml')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Lembretes' })).getAllByRole('button')).toHaveLength(8);

  // The start-up sync has found no server (the button reads the count again, not 'Sincronizando...').
  const pendingButton = await screen.findByRole('button', { name: '1 pendente' });
  reachable = true;
  await user.click(pendingButton);
  await waitFor(() => expect(within(others()).queryByText(OFFLINE_MESSAGES.pendingBadge)).not.toBeInTheDocument());
  expect(writes.filter((write) => write.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/hydration/intakes',
      body: { id: '7a0c1e2d-3b4f-4a5b-8c6d-7e8f9a0b1c2d', drankAt: '2025-06-10T13:30:00.000Z' },
    },
  ]);
  await waitFor(() => expect(within(others()).getByRole('button', { name: /^Desfazer/ })).toBeEnabled());
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
  expect(within(progress()).getByText('250 ml')).toBeInTheDocument();
});

test('a glass logged offline at 03:50 counts for the day that started the previous morning; one after waking does not', async () => {
  hydrationApi();
  server.use(http.post('/api/hydration/intakes', () => HttpResponse.error()));
  await offlineQueue.setUser('user-1');
  // 03:50 on 11/06 in São Paulo: still the night of the fake's day (10/06, waking at 07:00).
  await offlineQueue.enqueue('water', {
    id: '0b6f4f51-9c55-4a39-8f0e-3f1d2c4b5a60',
    drankAt: '2025-06-11T06:50:00.000Z',
  });
  // 07:10 on 11/06: the next day.
  await offlineQueue.enqueue('water', {
    id: '1c7a5e62-ad66-4b4a-9f1f-4a2e3d5c6b71',
    drankAt: '2025-06-11T10:10:00.000Z',
  });
  await openHydration();

  expect(
    await within(await screen.findByRole('list', { name: 'Outras ingestões' })).findByText('03:50'),
  ).toBeInTheDocument();
  expect(within(others()).getAllByRole('listitem')).toHaveLength(1);
  expect(within(progress()).getByText('250 ml')).toBeInTheDocument();
  expect(within(progress()).getByText('0/8')).toBeInTheDocument();
});

test('a reminder marked without a connection shows as drunk, pending, and the mark is sent with its moment', async () => {
  const writes = hydrationApi();
  let reachable = false;
  server.use(http.patch('/api/hydration/intakes/:id', () => (reachable ? undefined : HttpResponse.error())));
  const { user } = await openHydration();

  await user.click(reminder(/^07:00/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registrar' }));
  expect(await screen.findByText(OFFLINE_MESSAGES.queued)).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: `07:00, ${ml('250')}, registrada, aguardando envio` }),
  ).toBeEnabled();
  expect(within(progress()).getByText('1/8')).toBeInTheDocument();

  const pendingButton = await screen.findByRole('button', { name: '1 pendente' });
  reachable = true;
  await user.click(pendingButton);
  await waitFor(() => expect(reminder(/^07:00, 250\sml, registrada$/)).toBeEnabled());
  expect(writes.filter((write) => write.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/api/hydration/intakes/i0', body: { completed: true, markedAt: expect.any(String) } },
  ]);
  expect(within(progress()).getByText('1/8')).toBeInTheDocument();
});

test('a pending reminder can be snoozed for 15 minutes from the modal', async () => {
  const writes = hydrationApi();
  const { user } = await openHydration();
  await user.click(reminder(/^09:17/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Adiar 15 min' }));
  expect(await screen.findByText('Lembrete adiado em 15 minutos')).toBeInTheDocument();
  await waitFor(() => expect(reminder(/^09:32, 250\sml, pendente/)).toBeEnabled());
  expect(writes).toEqual([{ method: 'POST', path: '/api/hydration/intakes/i1/snooze', body: {} }]);
});

test('failures show the pt-BR messages', async () => {
  hydrationApi({ fail: { patch: true, snooze: true, drink: true, settings: true } });
  const { user } = await openHydration();

  await user.click(reminder(/^07:00/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Registrar' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.registerFailed)).toBeInTheDocument();
  await waitFor(() => expect(reminder(/^07:00, 250\sml, pendente/)).toBeEnabled());

  await user.click(reminder(/^09:17/));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Adiar 15 min' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.updateFailed)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.settingsFailed)).toBeInTheDocument();
});

test('unmark failure shows its own message', async () => {
  hydrationApi({ fail: { patch: true } });
  const { user, queryClient } = await openHydration();
  // A reminder already marked on the server.
  const cached = queryClient.getQueryData<HydrationToday>(['hydration', 'today'])!;
  queryClient.setQueryData(['hydration', 'today'], {
    ...cached,
    intakes: cached.intakes.map((i, n) => (n === 0 ? { ...i, completed: true } : i)),
  });
  await user.click(await screen.findByRole('button', { name: /^07:00, 250\sml, registrada/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desmarcar' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.unmarkFailed)).toBeInTheDocument();
});

test('settings: the suggested goal, validation in pt-BR, and saving regenerates the reminders', async () => {
  const writes = hydrationApi();
  const { user } = await openHydration();
  expect(screen.getByText(/Meta sugerida: 3\.000 ml/)).toBeInTheDocument();

  const goal = screen.getByLabelText('Meta diária (ml)');
  await user.clear(goal);
  await user.type(goal, '2100');
  await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.goal)).toBeInTheDocument();
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Usar sugerida' }));
  await user.selectOptions(screen.getByLabelText('Tamanho da ingestão'), '500');
  await user.click(screen.getByRole('checkbox', { name: 'Som' }));
  await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.settingsSaved)).toBeInTheDocument();
  expect(writes).toEqual([
    {
      method: 'PUT',
      path: '/api/hydration/settings',
      body: { ...HYDRATION_DEFAULTS, dailyGoalMl: 3000, intakeSizeMl: 500, soundEnabled: false },
    },
  ]);
  // ceil(3000 / 500) = 6 reminders.
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Lembretes' })).getAllByRole('button')).toHaveLength(6),
  );
});

test('the daily goal reads a thousands dot ("2.500"), shows the suggestion as "3.000" and refuses 12.000 with our message', async () => {
  const writes = hydrationApi();
  const { user } = await openHydration();
  const goal = screen.getByLabelText('Meta diária (ml)');
  expect(goal).toHaveValue('2.000');

  await user.clear(goal);
  await user.type(goal, '12.000');
  await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.goal)).toBeInTheDocument();
  expect(goal).toHaveFocus();
  expectNoNativeValidation(goal);
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Usar sugerida' }));
  expect(goal).toHaveValue('3.000');
  await user.clear(goal);
  await user.type(goal, '2.500');
  await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
  expect(await screen.findByText(HYDRATION_MESSAGES.settingsSaved)).toBeInTheDocument();
  expect(writes).toEqual([
    { method: 'PUT', path: '/api/hydration/settings', body: { ...HYDRATION_DEFAULTS, dailyGoalMl: 2500 } },
  ]);
});

test('without body data the form asks to complete the profile', async () => {
  hydrationApi({ suggestedGoalMl: null });
  await openHydration();
  expect(screen.getByText(HYDRATION_MESSAGES.completeProfile)).toBeInTheDocument();
});

/** A stand-in for the browser's Notification API (jsdom has none), recording what is shown. */
function fakeNotifications(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions & { vibrate?: number[] } }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('with permission granted, a due pending reminder is notified with the sound and vibration settings', async () => {
  const { shown } = fakeNotifications('granted');
  hydrationApi({ dueSoon: true });
  await openHydration();
  expect(screen.queryByRole('button', { name: 'Permitir notificações' })).not.toBeInTheDocument();
  await waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]).toMatchObject({
    title: 'Hora de beber água',
    options: { body: 'Lembrete das 07:00: 250 ml de água.', silent: false, vibrate: [200, 100, 200] },
  });
});

test('the permission is asked from a tap', async () => {
  const { FakeNotification } = fakeNotifications('default');
  hydrationApi();
  const { user } = await openHydration();
  await user.click(screen.getByRole('button', { name: 'Permitir notificações' }));
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Permitir notificações' })).not.toBeInTheDocument());
});

test('a blocked permission is explained', async () => {
  fakeNotifications('denied');
  hydrationApi();
  await openHydration();
  expect(screen.getByText(/As notificações estão bloqueadas neste navegador/)).toBeInTheDocument();
});
