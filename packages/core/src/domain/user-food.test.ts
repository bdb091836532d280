import { expect, test } from 'vitest';
import { describeHomeMeasure } from './household-measure';
import { servingMeasureLabel, userFoodNameKey, userFoodRecord } from './user-food';
import { labelPer100g, labelProblem, UserFoodInputSchema, type UserFoodInput } from '../schemas/user-foods';

/** The yoghurt below as the planner reads it from its row (per 100 g). */
const yoghurtPlanner = {
  ref: 7,
  name: 'Iogurte grego Marca X',
  kind: 'dairy' as const,
  kcal: 81.8,
  carbs: 6.5,
  protein: 5.9,
  fat: 3.6,
  fiber: null,
  servingLabel: 'pote',
  servingGrams: 170,
};

/** A Greek yoghurt label (per serving of one 170 g pot). */
const yoghurt: UserFoodInput = {
  name: 'Iogurte grego Marca X',
  kind: 'dairy',
  basis: 'serving',
  servingLabel: 'pote',
  servingGrams: 170,
  kcal: 139,
  carbs: 11,
  protein: 10,
  fat: 6.1,
  fiber: 0,
};

const issuesOf = (input: unknown) => {
  const result = UserFoodInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

test('a real label passes, per serving and per 100 g', () => {
  expect(issuesOf(yoghurt)).toEqual([]);
  // The same yoghurt per 100 g: 82 kcal, 6.5 g carbs, 5.9 g protein, 3.6 g fat.
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 82, carbs: 6.5, protein: 5.9, fat: 3.6 })).toEqual([]);
  // Oil (900 kcal, 100 g fat), water (all zero), a lager (alcohol energy within the slack).
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 884, carbs: 0, protein: 0, fat: 100, fiber: null })).toEqual(
    [],
  );
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 0, carbs: 0, protein: 0, fat: 0 })).toEqual([]);
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 43, carbs: 3.6, protein: 0.5, fat: 0 })).toEqual([]);
  // A bran cereal whose carbohydrates include 30 g of fibre counted at 2 kcal/g.
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 280, carbs: 60, protein: 12, fat: 4, fiber: 30 })).toEqual([]);
  // Fibre may be left out.
  const { fiber: _fiber, ...noFiber } = yoghurt;
  expect(issuesOf(noFiber)).toEqual([]);
});

test('macros that weigh more than the food are refused in pt-BR, in the basis the user typed', () => {
  expect(issuesOf({ ...yoghurt, basis: 'per100g', kcal: 500, carbs: 80, protein: 30, fat: 5 })).toEqual([
    {
      path: 'carbs',
      message:
        'Carboidratos, proteínas e gorduras somam 115 g, mais do que 100 g do alimento. Confira os valores do rótulo.',
    },
  ]);
  expect(issuesOf({ ...yoghurt, servingGrams: 20 })).toEqual([
    {
      path: 'carbs',
      message:
        'Carboidratos, proteínas e gorduras somam 27,1 g, mais do que o peso da porção (20 g). Confira os valores do rótulo.',
    },
  ]);
});

test('an energy far from 4/4/9 of the macros is refused with both figures', () => {
  expect(issuesOf({ ...yoghurt, kcal: 390 })).toEqual([
    {
      path: 'kcal',
      message:
        'A energia informada (390 kcal) não confere com os macronutrientes: 4 kcal por grama de carboidratos e de proteínas e 9 por grama de gorduras dão cerca de 139 kcal. Confira os valores do rótulo.',
    },
  ]);
  expect(labelProblem({ ...yoghurt, kcal: 20 })?.path).toBe('kcal');
  expect(labelProblem({ ...yoghurt, basis: 'per100g', kcal: 950, carbs: 0, protein: 0, fat: 100 })?.message).toBe(
    'A energia passa de 900 kcal em 100 g, mais do que a gordura pura. Confira os valores do rótulo.',
  );
});

test('fields are checked one by one with pt-BR messages; an owner id is refused', () => {
  const paths = (input: unknown) => issuesOf(input).map((issue) => issue.path);
  expect(issuesOf({ ...yoghurt, name: 'x' })[0]?.message).toBe(
    'O nome deve ter de 2 a 100 caracteres (letras, números, espaços e - , ( ) .).',
  );
  expect(paths({ ...yoghurt, name: 'Iogurte <script>' })).toEqual(['name']);
  expect(paths({ ...yoghurt, kind: 'pizza' })).toEqual(['kind']);
  expect(paths({ ...yoghurt, servingGrams: 0 })).toEqual(['servingGrams']);
  expect(paths({ ...yoghurt, kcal: -1 })).toEqual(['kcal']);
  expect(paths({ ...yoghurt, servingLabel: '' })).toEqual(['servingLabel']);
  expect(issuesOf({ ...yoghurt, userId: 'someone' })).toHaveLength(1);
});

test('values per serving are stored per 100 g', () => {
  const per100g = labelPer100g(yoghurt);
  expect(per100g.kcal).toBeCloseTo(81.76, 2);
  expect(per100g.protein).toBeCloseTo(5.88, 2);
  expect(per100g.fiber).toBe(0);
  expect(labelPer100g({ ...yoghurt, basis: 'per100g', fiber: null })).toEqual({
    kcal: 139,
    carbs: 11,
    protein: 10,
    fat: 6.1,
    fiber: null,
  });
});

test('a user food becomes a plannable FoodRecord whose only measure is the label serving', () => {
  const record = userFoodRecord({
    ref: 7,
    name: 'Iogurte grego Marca X',
    kind: 'dairy',
    kcal: 81.8,
    carbs: 6.5,
    protein: 5.9,
    fat: 3.6,
    fiber: null,
    servingLabel: 'pote',
    servingGrams: 170,
  });
  expect(record).toMatchObject({
    id: -7,
    measures: [{ label: 'pote', grams: 170 }],
    serving: { label: 'pote', grams: 170 },
    measureSource: 'label',
    glycemic: null,
    plannable: true,
    compositionSource: 'Rótulo informado pelo usuário',
  });
  expect(describeHomeMeasure(record, 170)).toBe('1 pote (170 g)');
  expect(describeHomeMeasure(record, 255)).toBe('1 e 1/2 potes (255 g)');
});

test('a user food carries what its label declares as registry nutrients; everything else is unknown, never 0', () => {
  const record = userFoodRecord({
    ref: 3,
    name: 'Requeijão Marca Y',
    kind: 'cheese',
    kcal: 253,
    carbs: 3,
    protein: 8.7,
    fat: 23.3,
    fiber: null,
    servingLabel: 'colher de sopa',
    servingGrams: 30,
    labelNutrients: { saturatedFat: 14.7, transFat: 0, addedSugars: 0, sodium: 550, calcium: 240, iron: null },
  });
  expect(record.nutrients).toMatchObject({
    energy: 253,
    protein: 8.7,
    carbs: 3,
    fat: 23.3,
    fiber: null,
    saturatedFat: 14.7,
    transFat: 0,
    sodium: 550,
    calcium: 240,
    iron: null,
    potassium: null,
    vitaminC: null,
  });
  // A food saved before labels had these values: only energy and macronutrients are known.
  const older = userFoodRecord({ ...yoghurtPlanner, labelNutrients: null });
  expect(older.nutrients).toMatchObject({ energy: 81.8, sodium: null, calcium: null });
});

test('serving labels keep the unit; names match ignoring case, accents and spacing', () => {
  expect(servingMeasureLabel('1 pote (170 g)')).toBe('pote');
  expect(servingMeasureLabel('uma fatia')).toBe('fatia');
  expect(servingMeasureLabel('2 fatias')).toBe('porção de 2 fatias');
  expect(describeHomeMeasure({ measures: [{ label: 'porção de 2 fatias', grams: 50 }] }, 100)).toBe(
    '2 porções de 2 fatias (100 g)',
  );
  expect(servingMeasureLabel('1/2 xícara')).toBe('porção de 1/2 xícara');
  expect(servingMeasureLabel(' (30 g) ')).toBe('porção');
  expect(userFoodNameKey('  Pão  de QUEIJO ')).toBe(userFoodNameKey('pao de queijo'));
});
