import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Portion } from '@prato/core/schemas/planner';
// An old-format meal row (planted), the meal row an item leaves behind, and diary events: no route shows them.
import { mealConsumption, userEvents } from '../src/db/schema';
import { startFakeOpenFoodFacts } from '../../../e2e/fake-open-food-facts';
import {
  createTestApp,
  mealBody,
  PROFILE_WITH_GOALS,
  RICE_ANSWER,
  RICE_PORTION,
  signUp,
  type Client,
  type PlannerAnswer,
} from './fixtures';

/** 2026-11-26 15:00 in São Paulo (UTC−3, no DST). */
const NOW = new Date('2026-11-26T18:00:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';

// Library foods (TACO) with their numbers per 100 g, checked in the food data.
const RICE = { id: 1201, name: 'Arroz, branco, cozido, preparo caseiro', kcal: 136 };
const BEANS = { id: 1202, name: 'Feijão, cozido, preparo caseiro', kcal: 97 };
const BANANA = { id: 182, name: 'Banana, prata, crua', kcal: 98 };
// TACO prints no energy nor macronutrients for it: the library keeps it, not plannable.
const YOGURT = { id: 450, name: 'Iogurte, sabor abacaxi' };

type Day = {
  date: string;
  slots: {
    slot: string;
    label: string;
    goalCalories: number | null;
    items: {
      id: string;
      mealId: string;
      foodId: number | null;
      name: string;
      grams: number;
      calories: number;
      macros: Record<string, number>;
      nutrients: Record<string, number | null>;
      time: string;
      measure: unknown;
      origin: string;
    }[];
    totals: {
      calories: number;
      macros: Record<string, number>;
      nutrients: Record<string, number | null>;
      incomplete: string[];
    };
  }[];
  totals: { calories: number; macros: Record<string, number>; nutrients: Record<string, number | null> };
  goals: { calories: number | null; protein: number | null; carbs: number | null; fat: number | null };
};

async function dayOf(c: Client, date?: string): Promise<Day> {
  const res = await c.get(date ? `/api/diary?date=${date}` : '/api/diary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const slotOf = (day: Day, slot: string) => day.slots.find((entry) => entry.slot === slot)!;
const round1 = (value: number) => Math.round(value * 10) / 10;

test('add by name, by id and by household measure: the server computes the numbers; totals are the sum of the items; every slot shows', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const empty = await dayOf(ana);
    expect(empty.date).toBe(TODAY);
    // One snack planned at onboarding: the afternoon snack shows, the morning snack and the supper wait
    // hidden (the settings list them), so the day's goal is onboarding's total (400 + 600 + 600 + 200).
    expect(empty.slots.map((slot) => slot.slot)).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
    expect(empty.slots.map((slot) => slot.goalCalories)).toEqual([400, 600, 200, 600]);
    expect(empty.goals.calories).toBe(1800);
    const slots = (await ana.get('/api/diary/slots')).json() as { slots: { slot: string; hidden: boolean }[] };
    expect(slots.slots.filter((slot) => slot.hidden).map((slot) => slot.slot)).toEqual(['morning_snack', 'supper']);
    expect(empty.totals.calories).toBe(0);
    expect(empty.totals.nutrients.iron).toBe(0);

    const byName = await ana.post('/api/diary/items', { date: TODAY, slot: 'lunch', food: 'arroz', grams: 150 });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json()).toMatchObject({
      date: TODAY,
      slot: 'lunch',
      item: {
        foodId: RICE.id,
        name: RICE.name,
        grams: 150,
        calories: 204,
        measure: null,
        source: 'ibge-pof',
        origin: 'diary',
      },
    });
    // 2 conchas médias cheias of beans = 2 × 140 g.
    const byMeasure = await ana.post('/api/diary/items', {
      date: TODAY,
      slot: 'lunch',
      food: BEANS.id,
      measure: 'conchas',
      quantity: 2,
    });
    expect(byMeasure.statusCode, byMeasure.body).toBe(201);
    expect(byMeasure.json().item).toMatchObject({
      foodId: BEANS.id,
      grams: 280,
      measure: { id: 'concha-media-cheia', label: 'concha média cheia', quantity: 2 },
      calories: round1(2.8 * BEANS.kcal),
    });
    expect(byName.json().item.mealId).toBe(byMeasure.json().item.mealId);
    const fruit = await ana.post('/api/diary/items', { date: TODAY, slot: 'custom-1', food: 'banana', grams: 75 });
    expect(fruit.statusCode).toBe(400);
    expect(fruit.json().error.message).toBe('Esta refeição não existe no seu diário.');
    await ana.post('/api/diary/items', { date: TODAY, slot: 'snack', food: 'banana', measure: 'unidade', quantity: 1 });
    // A weight or volume as the measure is grams.
    const milk = await ana.post('/api/diary/items', {
      date: TODAY,
      slot: 'supper',
      food: 'leite',
      measure: 'l',
      quantity: 0.2,
    });
    expect(milk.statusCode, milk.body).toBe(201);
    expect(milk.json().item).toMatchObject({ grams: 200, measure: null });

    const day = await dayOf(ana, TODAY);
    const lunch = slotOf(day, 'lunch');
    expect(lunch.items.map((item) => item.name)).toEqual([RICE.name, BEANS.name]);
    expect(lunch.totals.calories).toBe(round1(lunch.items.reduce((sum, item) => sum + item.calories, 0)));
    for (const id of ['protein', 'carbs', 'fat', 'fiber'])
      expect(lunch.totals.macros[id]).toBeCloseTo(
        lunch.items.reduce((sum, item) => sum + item.macros[id]!, 0),
        1,
      );
    const all = day.slots.flatMap((slot) => slot.items);
    expect(all).toHaveLength(4);
    expect(day.totals.calories).toBe(round1(all.reduce((sum, item) => sum + item.calories, 0)));
    expect(day.totals.nutrients.iron).toBeCloseTo(
      all.reduce((sum, item) => sum + (item.nutrients.iron ?? 0), 0),
      1,
    );
    expect(slotOf(day, 'snack').items[0]).toMatchObject({ name: BANANA.name, grams: 75 });
    expect(day.goals.calories).toBe(1800);
    // The macro goals are the app's 40/30/30 split of the calorie goal: 1800 × 0.3 / 4, × 0.4 / 4, × 0.3 / 9.
    expect(day.goals).toMatchObject({ protein: 135, carbs: 180, fat: 60 });

    // An unknown food, no amount, a measure the food lacks and a future date are refused in pt-BR.
    const cases: [Record<string, unknown>, string][] = [
      [
        { food: 'xyzzy quadrado', grams: 10 },
        'Alimento não encontrado no catálogo. Confira o nome ou escolha um alimento da busca.',
      ],
      [{ food: 'arroz' }, 'Informe a quantidade em gramas ou a medida caseira e o número de medidas.'],
      [
        { food: 'arroz', grams: 10, measure: 'concha', quantity: 1 },
        'Informe a quantidade em gramas ou em medida caseira, não as duas.',
      ],
      [
        { food: 'banana', measure: 'lata', quantity: 1 },
        'Este alimento não tem essa medida caseira. Escolha outra ou informe os gramas.',
      ],
      [{ food: 'arroz', grams: 10, date: '2026-11-27' }, 'Não é possível registrar alimentos em datas futuras.'],
    ];
    for (const [body, message] of cases) {
      const res = await ana.post('/api/diary/items', { date: TODAY, slot: 'lunch', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  } finally {
    await t.close();
  }
});

test("the day's goal is onboarding's daily total, as on /home, also with more snacks than the diary has snack slots", async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    // Five snacks of 150 kcal: the diary has three snack slots (all shown), the day counts all five.
    const five = await signUp(t, {
      profile: {
        ...PROFILE_WITH_GOALS,
        breakfastCalories: 500,
        lunchCalories: 700,
        dinnerCalories: 500,
        snackCalories: 150,
        snackQuantity: 5,
      },
    });
    const day = await dayOf(five);
    expect(day.slots.map((slot) => slot.slot)).toEqual([
      'breakfast',
      'morning_snack',
      'lunch',
      'snack',
      'dinner',
      'supper',
    ]);
    expect(day.goals.calories).toBe(500 + 700 + 500 + 5 * 150);
    expect((await five.get('/api/home')).json().goal).toBe(2450);

    // Once the person arranges their slots, the day's goal is the sum of the goals they keep visible.
    const saved = await five.put('/api/diary/slots', {
      slots: [
        { slot: 'breakfast', label: 'Café da manhã' },
        { slot: 'morning_snack', label: 'Lanche da manhã' },
        { slot: 'lunch', label: 'Almoço' },
        { slot: 'snack', label: 'Lanche da tarde' },
        { slot: 'dinner', label: 'Jantar' },
        { slot: 'supper', label: 'Ceia', hidden: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dayOf(five)).goals.calories).toBe(500 + 700 + 500 + 2 * 150);
  } finally {
    await t.close();
  }
});

test("a snack goal saved without a snack count shows one snack slot, so the slots add up to the day's goal", async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const { snackQuantity: _unset, ...withoutCount } = PROFILE_WITH_GOALS;
    const ana = await signUp(t, { profile: withoutCount });
    expect((await ana.get('/api/profile')).json().snackQuantity).toBeNull();
    const day = await dayOf(ana);
    expect(day.slots.map((slot) => slot.slot)).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
    expect(day.slots.map((slot) => slot.goalCalories)).toEqual([400, 600, 200, 600]);
    expect(day.goals.calories).toBe(400 + 600 + 600 + 200);
  } finally {
    await t.close();
  }
});

test('a food with unknown energy and macronutrients (TACO 450) is refused in the diary and in a saved meal; nothing is stored', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const message = 'Este alimento não tem energia e macronutrientes medidos; não é possível registrá-lo.';
    const item = await ana.post('/api/diary/items', { date: TODAY, slot: 'snack', food: YOGURT.id, grams: 170 });
    expect(item.statusCode, item.body).toBe(400);
    expect(item.json().error.message).toBe(message);
    const meal = await ana.post(
      '/api/meals',
      mealBody(RICE_ANSWER, {
        portions: [RICE_PORTION, { ...RICE_PORTION, foodName: YOGURT.name, foodId: YOGURT.id }],
      }),
    );
    expect(meal.statusCode, meal.body).toBe(400);
    expect(meal.json().error.message).toBe(message);

    expect((await dayOf(ana, TODAY)).slots.flatMap((slot) => slot.items)).toEqual([]);
    expect((await ana.get('/api/meals')).json().meals).toEqual([]);
  } finally {
    await t.close();
  }
});

test('an offline replay of POST lands once (200 with the stored item); another user’s item id is refused with 409', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const bia = await signUp(t);
    const id = randomUUID();
    const body = { id, date: YESTERDAY, slot: 'dinner', food: 'arroz', grams: 100 };
    const first = await ana.post('/api/diary/items', body);
    expect(first.statusCode).toBe(201);
    const replay = await ana.post('/api/diary/items', { ...body, grams: 999 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(slotOf(await dayOf(ana, YESTERDAY), 'dinner').items).toHaveLength(1);
    const taken = await bia.post('/api/diary/items', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Este identificador de item já está em uso.');
  } finally {
    await t.close();
  }
});

test('edit grams, measure and food; PATCH replays are idempotent; moving an item moves it between diary meals and deletes the empty one', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const added = (
      await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'lunch', food: 'arroz', grams: 100 })
    ).json();
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'lunch', food: 'feijão', grams: 140 });
    const itemId = added.item.id as string;

    const grams = await ana.patch(`/api/diary/items/${itemId}`, { grams: 200 });
    expect(grams.statusCode, grams.body).toBe(200);
    expect(grams.json().item).toMatchObject({ id: itemId, grams: 200, calories: 2 * RICE.kcal });

    const measure = await ana.patch(`/api/diary/items/${itemId}`, { measure: 'escumadeira-media-cheia', quantity: 2 });
    expect(measure.json().item).toMatchObject({
      grams: 170,
      measure: { label: 'escumadeira média cheia', quantity: 2 },
    });

    const food = await ana.patch(`/api/diary/items/${itemId}`, { food: 'banana', grams: 75 });
    expect(food.json().item).toMatchObject({ id: itemId, foodId: BANANA.id, grams: 75, measure: null });

    // Move to yesterday's snack, twice (a replay): one item there, lunch keeps only the beans.
    for (let i = 0; i < 2; i += 1) {
      const moved = await ana.patch(`/api/diary/items/${itemId}`, { slot: 'snack', time: '16:30' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ date: YESTERDAY, slot: 'snack', item: { id: itemId, time: '16:30' } });
    }
    const day = await dayOf(ana, YESTERDAY);
    expect(slotOf(day, 'snack').items.map((item) => item.id)).toEqual([itemId]);
    expect(slotOf(day, 'lunch').items.map((item) => item.name)).toEqual([BEANS.name]);
    const lunchMeal = slotOf(day, 'lunch').items[0]!.mealId;
    const [lunchRow] = await t.db.select().from(mealConsumption).where(eq(mealConsumption.id, lunchMeal));
    // The meal the item left follows its items.
    expect(lunchRow?.totalCalories).toBe(slotOf(day, 'lunch').items[0]!.calories);

    // Moving the beans (the last item of lunch) to today deletes yesterday's lunch meal.
    const beans = slotOf(day, 'lunch').items[0]!.id;
    const today = await ana.patch(`/api/diary/items/${beans}`, { date: TODAY });
    expect(today.json()).toMatchObject({ date: TODAY, slot: 'lunch' });
    expect(await t.db.select().from(mealConsumption).where(eq(mealConsumption.id, lunchMeal))).toHaveLength(0);

    const future = await ana.patch(`/api/diary/items/${beans}`, { date: '2026-12-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Não é possível registrar alimentos em datas futuras.');

    const gone = await ana.del(`/api/diary/items/${beans}`);
    expect(gone.statusCode).toBe(204);
    expect((await ana.del(`/api/diary/items/${beans}`)).statusCode).toBe(404);
    expect(slotOf(await dayOf(ana, TODAY), 'lunch').items).toHaveLength(0);
  } finally {
    await t.close();
  }
});

test('move a whole meal to another slot and day; a replayed move answers what the target holds', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'dinner', food: 'arroz', grams: 100, time: '20:15' });
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'dinner', food: 'feijão', grams: 100 });
    const body = { fromDate: YESTERDAY, slot: 'dinner', toDate: TODAY, toSlot: 'lunch' };
    const moved = await ana.post('/api/diary/move', body);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved
        .json()
        .items.map((entry: { date: string; slot: string; item: { time: string } }) => [
          entry.date,
          entry.slot,
          entry.item.time,
        ]),
    ).toEqual([
      [TODAY, 'lunch', '20:15'],
      [TODAY, 'lunch', '20:15'],
    ]);
    expect(slotOf(await dayOf(ana, YESTERDAY), 'dinner').items).toHaveLength(0);
    expect(slotOf(await dayOf(ana, TODAY), 'lunch').items).toHaveLength(2);
    const replay = await ana.post('/api/diary/move', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().items).toHaveLength(2);
    const nothing = await ana.post('/api/diary/move', { fromDate: YESTERDAY, slot: 'supper', toSlot: 'dinner' });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().error.message).toBe('Não há alimentos registrados nesta refeição.');
  } finally {
    await t.close();
  }
});

test('copy a whole day, one slot (into another slot) and repeat one meal; a replayed copy with its id lands once', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'breakfast', food: 'banana', grams: 75 });
    const rice = (
      await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'lunch', food: 'arroz', grams: 100 })
    ).json();

    const copyId = randomUUID();
    const slot = await ana.post('/api/diary/copy', {
      id: copyId,
      fromDate: YESTERDAY,
      toDate: TODAY,
      slot: 'breakfast',
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const replay = await ana.post('/api/diary/copy', {
      id: copyId,
      fromDate: YESTERDAY,
      toDate: TODAY,
      slot: 'breakfast',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(slot.json());
    let today = await dayOf(ana, TODAY);
    expect(slotOf(today, 'breakfast').items).toHaveLength(1);
    // The copy is a new item (its own id), a diary meal.
    const [source] = slotOf(await dayOf(ana, YESTERDAY), 'breakfast').items;
    expect(slotOf(today, 'breakfast').items[0]).toMatchObject({ name: BANANA.name, grams: 75, origin: 'diary' });
    expect(slotOf(today, 'breakfast').items[0]!.id).not.toBe(source!.id);

    const repeat = await ana.post('/api/diary/copy', { mealId: rice.item.mealId, toDate: TODAY, toSlot: 'dinner' });
    expect(repeat.statusCode).toBe(201);
    const whole = await ana.post('/api/diary/copy', { fromDate: YESTERDAY, toDate: '2026-11-20' });
    expect(whole.statusCode).toBe(201);
    today = await dayOf(ana, TODAY);
    expect(slotOf(today, 'dinner').items.map((item) => [item.name, item.grams, item.origin])).toEqual([
      [RICE.name, 100, 'diary'],
    ]);
    expect(slotOf(today, 'dinner').items[0]!.id).not.toBe(rice.item.id);
    const copied = await dayOf(ana, '2026-11-20');
    expect(copied.slots.filter((entry) => entry.items.length > 0).map((entry) => entry.slot)).toEqual([
      'breakfast',
      'lunch',
    ]);

    const empty = await ana.post('/api/diary/copy', { fromDate: '2026-10-01', toDate: TODAY });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe('Não há alimentos para copiar nesse dia.');
    const future = await ana.post('/api/diary/copy', { fromDate: YESTERDAY, toDate: '2026-11-27' });
    expect(future.statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test('favourite meals: save a slot of a day, list, log into another day (once by id), delete', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    await ana.post('/api/diary/items', {
      date: YESTERDAY,
      slot: 'breakfast',
      food: 'banana',
      measure: 'unidade',
      quantity: 2,
    });
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'breakfast', food: 'pão francês', grams: 50 });
    const saved = await ana.post('/api/diary/favorites', {
      name: 'Meu café de sempre',
      date: YESTERDAY,
      slot: 'breakfast',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Meu café de sempre',
      slot: 'breakfast',
      items: [
        { foodId: BANANA.id, grams: 150, measure: 'unidade', quantity: 2 },
        { name: 'Pão, trigo, francês', grams: 50 },
      ],
      calories: Math.round(1.5 * BANANA.kcal) + 150,
    });
    const list = await ana.get('/api/diary/favorites');
    expect(list.json().favorites).toHaveLength(1);

    const mealId = randomUUID();
    const logged = await ana.post(`/api/diary/favorites/${saved.json().id}/log`, {
      id: mealId,
      date: TODAY,
      slot: 'morning_snack',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const again = await ana.post(`/api/diary/favorites/${saved.json().id}/log`, {
      id: mealId,
      date: TODAY,
      slot: 'morning_snack',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(logged.json());
    const snack = slotOf(await dayOf(ana, TODAY), 'morning_snack');
    expect(snack.items.map((item) => [item.name, item.grams])).toEqual([
      [BANANA.name, 150],
      ['Pão, trigo, francês', 50],
    ]);
    expect(snack.items[0]!.measure).toMatchObject({ label: 'unidade', quantity: 2 });

    const none = await ana.post('/api/diary/favorites', { name: 'Vazio', date: TODAY, slot: 'supper' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Não há alimentos para salvar como favorita.');
    expect((await ana.del(`/api/diary/favorites/${saved.json().id}`)).statusCode).toBe(204);
    expect((await ana.del(`/api/diary/favorites/${saved.json().id}`)).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});

test('a favourite lists each item in the measure the person reads ("2 conchas médias cheias"), never its id', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    await ana.post('/api/diary/items', { date: TODAY, slot: 'lunch', food: BEANS.id, measure: 'conchas', quantity: 2 });
    await ana.post('/api/diary/items', { date: TODAY, slot: 'lunch', food: 'arroz', grams: 150 });
    const saved = await ana.post('/api/diary/favorites', { name: 'Arroz com feijão', date: TODAY, slot: 'lunch' });
    expect(saved.statusCode, saved.body).toBe(201);
    const beans = { foodId: BEANS.id, grams: 280, measure: 'concha média cheia', quantity: 2 };
    expect(saved.json().items[0]).toEqual({ name: BEANS.name, ...beans });
    expect((await ana.get('/api/diary/favorites')).json().favorites[0].items[0]).toMatchObject(beans);
    // Logged again, the item keeps that measure.
    const logged = await ana.post(`/api/diary/favorites/${saved.json().id}/log`, { date: TODAY, slot: 'dinner' });
    expect(logged.json().items[0].item.measure).toMatchObject({ label: 'concha média cheia', quantity: 2 });
  } finally {
    await t.close();
  }
});

test('slots: rename, hide, reorder, add a custom slot with its own goal; the day follows; every default must stay', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const initial = await ana.get('/api/diary/slots');
    expect(
      initial
        .json()
        .slots.map((slot: { slot: string; defaultGoalCalories: number }) => [slot.slot, slot.defaultGoalCalories]),
    ).toEqual([
      ['breakfast', 400],
      ['morning_snack', 200],
      ['lunch', 600],
      ['snack', 200],
      ['dinner', 600],
      ['supper', 200],
    ]);
    const slots = [
      { slot: 'breakfast', label: 'Café' },
      { slot: 'lunch', label: 'Almoço' },
      { slot: 'custom-1', label: 'Pré-treino', goalCalories: 250 },
      { slot: 'snack', label: 'Lanche da tarde' },
      { slot: 'dinner', label: 'Jantar', goalCalories: 500 },
      { slot: 'morning_snack', label: 'Lanche da manhã', hidden: true },
      { slot: 'supper', label: 'Ceia', hidden: true },
    ];
    const put = await ana.put('/api/diary/slots', { slots });
    expect(put.statusCode, put.body).toBe(200);
    const added = await ana.post('/api/diary/items', { date: TODAY, slot: 'custom-1', food: 'banana', grams: 75 });
    expect(added.statusCode).toBe(201);
    const day = await dayOf(ana, TODAY);
    expect(day.slots.map((slot) => [slot.slot, slot.label, slot.goalCalories])).toEqual([
      ['breakfast', 'Café', 400],
      ['lunch', 'Almoço', 600],
      ['custom-1', 'Pré-treino', 250],
      ['snack', 'Lanche da tarde', 200],
      ['dinner', 'Jantar', 500],
    ]);
    expect(slotOf(day, 'custom-1').items).toHaveLength(1);

    const missing = await ana.put('/api/diary/slots', { slots: slots.filter((slot) => slot.slot !== 'supper') });
    expect(missing.statusCode).toBe(400);
    const duplicate = await ana.put('/api/diary/slots', { slots: [...slots, { slot: 'lunch', label: 'Outro' }] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toBe('Cada refeição pode aparecer só uma vez na lista.');

    // A hidden slot that holds items still shows them.
    await ana.put('/api/diary/slots', {
      slots: slots.map((slot) => (slot.slot === 'custom-1' ? { ...slot, hidden: true } : slot)),
    });
    expect(slotOf(await dayOf(ana, TODAY), 'custom-1').items).toHaveLength(1);
  } finally {
    await t.close();
  }
});

test('recent foods, the quick-entry parse and a food’s per-100 g data', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    await ana.post('/api/diary/items', { date: '2026-11-20', slot: 'lunch', food: 'feijão', grams: 140 });
    await ana.post('/api/diary/items', { date: '2026-11-21', slot: 'lunch', food: 'feijão', grams: 140 });
    await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'snack', food: 'banana', grams: 75 });
    const recent = await ana.get('/api/diary/recent-foods');
    expect(recent.statusCode).toBe(200);
    expect(recent.json().frequent.map((food: { foodId: number; count: number }) => [food.foodId, food.count])).toEqual([
      [BEANS.id, 2],
      [BANANA.id, 1],
    ]);
    expect(recent.json().recent[0]).toMatchObject({ foodId: BANANA.id, lastDate: YESTERDAY, lastGrams: 75 });

    const parsed = await ana.post('/api/diary/parse', { text: '2 conchas de feijão e 1 banana' });
    expect(parsed.statusCode, parsed.body).toBe(200);
    expect(parsed.json().items.map((item: { foodId: number; grams: number }) => [item.foodId, item.grams])).toEqual([
      [BEANS.id, 280],
      [BANANA.id, 75],
    ]);
    expect(slotOf(await dayOf(ana, TODAY), 'lunch').items).toHaveLength(0);

    const food = await ana.get(`/api/diary/foods/${RICE.id}`);
    expect(food.statusCode).toBe(200);
    expect(food.json()).toMatchObject({ foodId: RICE.id, per100g: { calories: RICE.kcal }, source: 'ibge-pof' });
    expect(food.json().measures[0]).toEqual({
      id: 'escumadeira-media-cheia',
      label: 'escumadeira média cheia',
      grams: 85,
    });
    expect((await ana.get('/api/diary/foods/999999')).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});

test('another user gets 404 on every diary route that names a row, and sees none of the owner’s days', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const bia = await signUp(t);
    const item = (
      await ana.post('/api/diary/items', { date: YESTERDAY, slot: 'lunch', food: 'arroz', grams: 100 })
    ).json().item;
    const favorite = (
      await ana.post('/api/diary/favorites', { name: 'Almoço', date: YESTERDAY, slot: 'lunch' })
    ).json();
    expect((await bia.patch(`/api/diary/items/${item.id}`, { grams: 50 })).statusCode).toBe(404);
    expect((await bia.del(`/api/diary/items/${item.id}`)).statusCode).toBe(404);
    expect((await bia.post('/api/diary/copy', { mealId: item.mealId, toDate: TODAY })).statusCode).toBe(404);
    expect((await bia.post('/api/diary/copy', { fromDate: YESTERDAY, toDate: TODAY })).statusCode).toBe(404);
    expect(
      (await bia.post('/api/diary/move', { fromDate: YESTERDAY, slot: 'lunch', toSlot: 'dinner' })).statusCode,
    ).toBe(404);
    expect((await bia.post('/api/diary/favorites', { name: 'x', mealId: item.mealId })).statusCode).toBe(404);
    expect((await bia.post(`/api/diary/favorites/${favorite.id}/log`, { date: TODAY, slot: 'lunch' })).statusCode).toBe(
      404,
    );
    expect((await bia.del(`/api/diary/favorites/${favorite.id}`)).statusCode).toBe(404);
    expect((await bia.get('/api/diary/favorites')).json().favorites).toEqual([]);
    expect((await bia.get('/api/diary/recent-foods')).json()).toEqual({ frequent: [], recent: [] });
    expect((await dayOf(bia, YESTERDAY)).totals.calories).toBe(0);
    // The owner's rows are untouched.
    expect(slotOf(await dayOf(ana, YESTERDAY), 'lunch').items).toHaveLength(1);
    // Signed out: 401.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/diary' });
    expect(anonymous.statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('meals saved before the diary appear unchanged: a planner meal and a row in the old shape (no food ids)', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const planned = mealBody(RICE_ANSWER, { mealType: 'dinner', consumedAt: '2026-11-25T20:00:00-03:00' });
    expect((await ana.post('/api/meals', planned)).statusCode).toBe(201);
    // A row as an older version stored it: portions without food ids or nutrients.
    const oldId = randomUUID();
    await t.db.insert(mealConsumption).values({
      id: oldId,
      userId: ana.id,
      mealType: 'breakfast',
      slot: 'breakfast',
      localDate: YESTERDAY,
      origin: 'planner',
      totalCalories: 250,
      totalProtein: 8,
      totalCarbs: 40,
      totalFat: 6,
      totalFiber: 2,
      glycemicIndex: null,
      glycemicLoad: null,
      portions: [
        {
          id: randomUUID(),
          foodName: 'pão com manteiga',
          grams: 60,
          calories: 250,
          homeMeasure: '1 unidade',
          macros: { protein: 8, carbs: 40, fat: 6, fiber: 2 },
          glycemicIndex: null,
        },
      ],
      consumedAt: new Date('2026-11-25T10:00:00Z'),
    });
    const day = await dayOf(ana, YESTERDAY);
    expect(slotOf(day, 'dinner').items).toEqual([
      expect.objectContaining({
        name: RICE_PORTION.foodName,
        grams: RICE_PORTION.grams,
        calories: RICE_PORTION.calories,
        origin: 'planner',
        time: '20:00',
      }),
    ]);
    const old = slotOf(day, 'breakfast');
    expect(old.items[0]).toMatchObject({
      foodId: null,
      name: 'pão com manteiga',
      calories: 250,
      time: '07:00',
      source: null,
    });
    // Unknown nutrients stay unknown (null), never 0; energy and macros are the saved ones.
    expect(old.items[0]!.nutrients.iron).toBeNull();
    expect(old.totals.nutrients.iron).toBeNull();
    expect(old.totals.incomplete).toContain('iron');
    expect(day.totals.calories).toBe(250 + RICE_PORTION.calories);

    // Editing the old item's grams scales its saved numbers.
    const edited = await ana.patch(`/api/diary/items/${old.items[0]!.id}`, { grams: 120 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item).toMatchObject({ grams: 120, calories: 500, foodId: null });
  } finally {
    await t.close();
  }
});

test('live refresh: every diary write and every saved meal change announces a "diary" event to the user only', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t);
    const bia = await signUp(t);
    const events = async (userId: string) =>
      (await t.db.select().from(userEvents).where(eq(userEvents.userId, userId))).filter(
        (event) => event.type === 'diary',
      ).length;
    const item = (await ana.post('/api/diary/items', { date: TODAY, slot: 'lunch', food: 'arroz', grams: 100 })).json()
      .item;
    expect(await events(ana.id)).toBe(1);
    await ana.patch(`/api/diary/items/${item.id}`, { grams: 120 });
    await ana.del(`/api/diary/items/${item.id}`);
    expect(await events(ana.id)).toBe(3);
    const meal = mealBody(RICE_ANSWER);
    await ana.post('/api/meals', meal);
    // A replay writes nothing and announces nothing.
    await ana.post('/api/meals', meal);
    await ana.del(`/api/meals/${meal.id}`);
    expect(await events(ana.id)).toBe(5);
    expect(await events(bia.id)).toBe(0);
  } finally {
    await t.close();
  }
});

test('a packaged food (looked up by barcode) is a diary item like any other: by id, by name, favourite, recent, its data', async () => {
  const fake = await startFakeOpenFoodFacts();
  const t = await createTestApp({ env: { OPEN_FOOD_FACTS_URL: fake.url }, now: () => NOW });
  try {
    const ana = await signUp(t);
    const product = (await ana.get('/api/products/7891000100103')).json();
    const byId = await ana.post('/api/diary/items', { date: TODAY, slot: 'snack', food: product.foodId, grams: 30 });
    expect(byId.statusCode, byId.body).toBe(201);
    // 430 kcal per 100 g (the fake's label).
    expect(byId.json().item).toMatchObject({ foodId: product.foodId, grams: 30, calories: 129 });
    const byName = await ana.post('/api/diary/items', {
      date: TODAY,
      slot: 'snack',
      food: product.foodName,
      grams: 10,
    });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().item.foodId).toBe(product.foodId);
    const edited = await ana.patch(`/api/diary/items/${byId.json().item.id}`, { grams: 60 });
    expect(edited.json().item.calories).toBe(258);
    const favorite = await ana.post('/api/diary/favorites', { name: 'Lanche', date: TODAY, slot: 'snack' });
    expect(favorite.json().items).toHaveLength(2);
    expect((await ana.get('/api/diary/favorites')).json().favorites[0].calories).toBe(258 + 43);
    expect((await ana.get('/api/diary/recent-foods')).json().frequent[0]).toMatchObject({
      foodId: product.foodId,
      count: 2,
    });
    expect((await ana.get(`/api/diary/foods/${product.foodId}`)).json()).toMatchObject({ per100g: { calories: 430 } });
  } finally {
    await t.close();
    await fake.close();
  }
});

test('coffee in the diary is counted in the cup its amount fills, as the planner counts it', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const added = await ana.post('/api/diary/items', { date: TODAY, slot: 'breakfast', food: 'café', grams: 150 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item.homeMeasure).toBe('1 copo americano (150 ml)');
  } finally {
    await t.close();
  }
});

test('a drink reads in millilitres wherever its amount is shown; a solid food keeps its grams', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    // The quick entry, the food's details for the amount field, and the item logged.
    const parsed = (await ana.post('/api/diary/parse', { text: '1 copo de suco de laranja e 1 banana' })).json();
    expect(parsed.items.map((item: { amountUnit?: string }) => item.amountUnit)).toEqual(['ml', undefined]);
    const juice = parsed.items[0] as { foodId: number; food: string };
    expect((await ana.get(`/api/diary/foods/${juice.foodId}`)).json()).toMatchObject({ amountUnit: 'ml' });
    expect((await ana.get(`/api/diary/foods/${RICE.id}`)).json()).not.toHaveProperty('amountUnit');
    const added = await ana.post('/api/diary/items', { date: TODAY, slot: 'breakfast', food: juice.food, grams: 240 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({ amountUnit: 'ml', homeMeasure: '1 copo médio (240 ml)' });

    // The planner's portion, and the meal saved from it: the unit is the food's, whatever the client sends.
    const answer = (
      await ana.post('/api/planner/calculate', {
        mealType: 'breakfast',
        targetCalories: 400,
        foods: ['pão francês', 'leite integral'],
      })
    ).json() as PlannerAnswer & { portions: Portion[] };
    const milk = answer.portions.find((portion) => portion.foodName === 'leite integral');
    const bread = answer.portions.find((portion) => portion.foodName === 'pão francês');
    expect(milk).toMatchObject({ amountUnit: 'ml', homeMeasure: expect.stringMatching(/ ml\)$/u) });
    expect(bread).not.toHaveProperty('amountUnit');
    const tampered = { ...answer, portions: answer.portions.map((portion) => ({ ...portion, amountUnit: 'ml' })) };
    const saved = await ana.post(
      '/api/meals',
      mealBody(tampered, { mealType: 'breakfast', consumedAt: NOW.toISOString() }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const items = (await dayOf(ana)).slots.flatMap((slot) => slot.items);
    expect(items.find((item) => item.name === 'leite integral')).toMatchObject({ amountUnit: 'ml' });
    expect(items.find((item) => item.name === 'pão francês')).not.toHaveProperty('amountUnit');

    // A juice logged before units were recorded (no amountUnit stored) reads in millilitres too.
    const juicePortion = {
      id: randomUUID(),
      foodId: juice.foodId,
      foodName: juice.food,
      grams: 150,
      calories: 50,
      homeMeasure: '1 copo americano (150 g)',
      macros: { protein: 1.1, carbs: 11.4, fat: 0.2, fiber: 0.2 },
      glycemicIndex: 50,
    };
    await t.db.insert(mealConsumption).values({
      id: randomUUID(),
      userId: ana.id,
      mealType: 'breakfast',
      slot: 'breakfast',
      localDate: YESTERDAY,
      origin: 'diary',
      totalCalories: 50,
      totalProtein: 1.1,
      totalCarbs: 11.4,
      totalFat: 0.2,
      totalFiber: 0.2,
      glycemicIndex: 50,
      glycemicLoad: 5.7,
      portions: [juicePortion],
      consumedAt: new Date('2026-11-25T10:00:00Z'),
    });
    const older = (await dayOf(ana, YESTERDAY)).slots.flatMap((slot) => slot.items);
    expect(older).toEqual([expect.objectContaining({ name: juice.food, amountUnit: 'ml' })]);
    const meals = (await ana.get('/api/meals?from=2026-11-01')).json().meals as { portions: Portion[] }[];
    expect(meals.flatMap((meal) => meal.portions).find((p) => p.foodName === juice.food)).toMatchObject({
      amountUnit: 'ml',
    });
  } finally {
    await t.close();
  }
});
