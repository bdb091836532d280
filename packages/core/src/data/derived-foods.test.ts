import { expect, test } from 'vitest';
import { carbsFromEnergyBalance, COOKING_YIELDS, DERIVED_FOOD_ID_MAX, type PofCompositionRow } from './derived-foods';
import { FOODS, getFoodById } from './foods';
import pofJson from './sources/ibge_pof_2008_composition.json';

const food = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};

test('cooking yields are the cited USDA energy ratios (dry or raw / cooked)', () => {
  expect(COOKING_YIELDS.pasta.factor).toBeCloseTo(371 / 158, 10);
  expect(COOKING_YIELDS.chickpeas.factor).toBeCloseTo(378 / 164, 10);
});

test('cooked pasta is TACO raw pasta divided by the pasta yield, flagged as derived', () => {
  const raw = food(40).per100g; // Macarrão, trigo, cru: 371 kcal, 10.0 / 77.9 / 1.3, fibre 2.9
  const cooked = food(1001);
  const factor = COOKING_YIELDS.pasta.factor;
  expect(cooked.name).toBe('Macarrão, trigo, cozido');
  expect(cooked.per100g.kcal).toBe(Math.round(raw.kcal / factor)); // 158
  expect(cooked.per100g.carbs).toBeCloseTo(raw.carbs / factor, 1);
  expect(cooked.per100g.protein).toBeCloseTo(raw.protein / factor, 1);
  expect(cooked.derivation).toEqual({
    method: 'yield',
    from: 40,
    factor: 2.35,
    source: expect.stringContaining('20121'),
  });
  expect(cooked.compositionSource).toContain('Macarrão, trigo, cru');
  expect(cooked.kind).toBe('grain');
  // Atkinson's spaghetti index is measured on cooked pasta: the cooked food carries it.
  expect(cooked.glycemic).toEqual(food(40).glycemic);
});

test('a recipe is the gram-weighted mix of its ingredients', () => {
  const coffeeWithMilk = food(1101);
  const coffee = food(471).per100g;
  const milk = food(458).per100g;
  expect(coffeeWithMilk.derivation).toMatchObject({
    method: 'recipe',
    ingredients: [
      { foodId: 471, grams: 100 },
      { foodId: 458, grams: 100 },
    ],
  });
  expect(coffeeWithMilk.per100g.kcal).toBe(Math.round((coffee.kcal + milk.kcal) / 2)); // (9 + 61) / 2
  expect(coffeeWithMilk.per100g.fat).toBeCloseTo((coffee.fat + milk.fat) / 2, 1);

  const riceAndBeans = food(1105); // arroz 100 g + feijão 50 g
  expect(riceAndBeans.per100g.kcal).toBe(Math.round((128 * 100 + 76 * 50) / 150));
});

test('every derived food cites its source, has measures, and every recipe ingredient is a plannable food', () => {
  const derived = FOODS.filter((f) => f.id >= 1001 && f.id <= DERIVED_FOOD_ID_MAX);
  expect(derived.map((f) => f.id)).toEqual([
    1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1201, 1202, 1203,
    1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216,
  ]);
  for (const f of derived) {
    expect(f.plannable, f.name).toBe(true);
    expect(f.compositionSource, f.name).toBeTruthy();
    expect(f.measures.length, f.name).toBeGreaterThan(0);
    if (f.derivation?.method === 'recipe') {
      for (const i of f.derivation.ingredients)
        expect(getFoodById(i.foodId)?.plannable, `${f.name} ${i.foodId}`).toBe(true);
    }
  }
  // Foods taken from USDA are not derived but say where they come from.
  expect(food(1004).derivation).toBeUndefined();
  expect(food(1004).compositionSource).toContain('NDB 15262');
});

test('a sandwich recipe is measured in units of the whole sandwich', () => {
  expect(food(1104).measures).toEqual([{ label: 'unidade', grams: 80 }]);
  expect(food(1101).measureSource).toBe('pof'); // café com leite: the POF cups of milk
});

test('cooking yields of guandu, tucunaré and gelatina are the cited USDA ratios, flagged as derived', () => {
  expect(COOKING_YIELDS.pigeonPeas.factor).toBeCloseTo(343 / 121, 10);
  expect(COOKING_YIELDS.leanFishDryHeat.factor).toBeCloseTo(96 / 128, 10);
  expect(COOKING_YIELDS.gelatin.factor).toBeCloseTo(381 / 60, 10);
  for (const [id, from, factor] of [
    [1006, 576, COOKING_YIELDS.pigeonPeas.factor],
    [1007, 322, COOKING_YIELDS.leanFishDryHeat.factor],
    [1008, 515, COOKING_YIELDS.gelatin.factor],
  ] as const) {
    const cooked = food(id);
    expect(cooked.per100g.kcal, cooked.name).toBe(Math.round(food(from).per100g.kcal / factor));
    expect(cooked.derivation, cooked.name).toMatchObject({ method: 'yield', from });
    expect(cooked.compositionSource, cooked.name).toContain(food(from).name);
  }
});

test('home preparations are the IBGE POF rows of foods as consumed, values unchanged, source ibge-pof', () => {
  const rows = pofJson.foods;
  const byCode = (code: string, preparation: number) =>
    rows.find((row) => row.code === code && row.preparation_code === preparation);
  // "Arroz": TACO's cooked rice with 0.98 ml of soybean oil per 100 g (fat 1.2 g against TACO's 0.2 g).
  const rice = food(1201);
  expect(rice.per100g).toEqual({ kcal: 136, protein: 2.5, carbs: 27.8, fat: 1.2, fiber: 1.6 });
  expect(byCode('6300101', 99)?.reference_description).toContain('Oil, soybean');
  expect(food(3).per100g.fat).toBe(0.2);
  // "Feijão": beans cooked with fat.
  expect(food(1202).per100g).toEqual({ kcal: 97, protein: 5.8, carbs: 15.1, fat: 1.8, fiber: 3.8 });
  for (const id of [1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216]) {
    const home = food(id);
    expect(home.source, home.name).toBe('ibge-pof');
    expect(home.compositionSource, home.name).toMatch(/IBGE, POF 2008–2009.*código \d{7}, preparo \d+/u);
    const code = /código (\d{7}), preparo (\d+)/u.exec(home.compositionSource ?? '');
    const row = byCode(code?.[1] ?? '', Number(code?.[2]));
    expect(row, home.name).toBeDefined();
    expect(home.per100g.kcal).toBe(Math.round(row?.nutrients.energia_kcal ?? NaN));
    expect(home.per100g.fat).toBeCloseTo(row?.nutrients.lipideos_totais_g ?? NaN, 1);
    expect(home.measures.length, home.name).toBeGreaterThan(0);
  }
  // Rice and beans keep their TACO counterparts' POF measures (escumadeira, concha).
  expect(food(1201).measures).toEqual(food(3).measures);
  expect(food(1202).measures).toEqual(food(561).measures);
});

test('a "-" carbohydrate is 0 only when the row\'s own energy is its protein and fat (the POF\'s cooked duck)', () => {
  const duckRow = pofJson.foods.find(
    (row) => row.code === '7803907' && row.preparation_code === 2,
  ) as PofCompositionRow;
  expect(duckRow.nutrients.carboidrato_g).toBeNull();
  expect(carbsFromEnergyBalance(duckRow)).toMatchObject({ carbs: 0 });
  const duck = food(1209);
  expect(duck.per100g).toMatchObject({ kcal: 201, protein: 26.1, carbs: 0, fat: 10 });
  expect(duck.compositionSource).toContain('4 × 26,14 + 9 × 9,97 = 194 kcal');
  // 60 kcal more than protein and fat explain: unknown carbohydrate, refused (never silently 0).
  const unexplained = { ...duckRow, nutrients: { ...duckRow.nutrients, energia_kcal: 260 } };
  expect(() => carbsFromEnergyBalance(unexplained)).toThrow(/not protein and fat/u);
  const known = { ...duckRow, nutrients: { ...duckRow.nutrients, carboidrato_g: 1 } };
  expect(() => carbsFromEnergyBalance(known)).toThrow(/known/u);
});

test('pato no tucupi: the team recipe of the POF duck, TACO tucupi and POF jambu, served by the prato fundo', () => {
  const dish = food(3183);
  expect(dish.kind).toBe('dish');
  expect(dish.derivation).toMatchObject({ method: 'recipe' });
  const parts = [
    [1209, 150],
    [552, 200],
    [1210, 50],
  ] as const;
  const kcal = parts.reduce((sum, [id, grams]) => sum + (food(id).per100g.kcal * grams) / 100, 0);
  expect(dish.per100g.kcal).toBe(Math.round((kcal / 400) * 100));
  expect(dish.measures[0]).toEqual({ label: 'prato fundo', grams: 400 });
  // Jambu's sodium is "-" in the POF: the dish's sodium is unknown, not a smaller number.
  expect(food(1210).nutrients?.sodium).toBeNull();
  expect(dish.nutrients?.sodium).toBeNull();
});
