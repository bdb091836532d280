import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { HouseholdMeasure } from '../data/food-types';
import { FOODS, getFoodById } from '../data/foods';
import { MEAL_TYPES } from '../schemas/planner';
import { describeAmount, describeHomeMeasure, pluralMeasureLabel } from './household-measure';
import { householdUnit, servingProfile } from './servings';

const food = (...measures: HouseholdMeasure[]) => ({ measures });
const taco = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};

/** The measure a description counts ("escumadeiras médias cheias"), or null for plain grams. */
function measureOf(text: string): string | null {
  const counted = /^(?:menos de 1\/4 de |\d+ e \d\/4 |\d+ e 1\/2 |[13]\/4 de |1\/2 |\d+ )(.+) \(\d+ (?:g|ml)\)$/u.exec(
    text,
  );
  const many = /^\d+ (?:g|ml) \(\d+ (.+)\)$/u.exec(text);
  return counted?.[1] ?? many?.[1] ?? null;
}
/** One measure in the singular or the plural ("concha média cheia" / "conchas médias cheias"). */
const sameMeasure = (a: string, b: string): boolean =>
  a === b || pluralMeasureLabel(a) === b || a === pluralMeasureLabel(b);

// Issue 29: each food keeps one unit at every amount; counts in quarters (halves from 3 units on).
const TABLE: [name: string, id: number, amounts: [grams: number, text: string][]][] = [
  // Arroz, tipo 1, cozido: the escumadeira at every amount (was "3 e 1/2 colheres de arroz cheias
  // (155 g)" in one calculation and "2 e 1/2 escumadeiras médias cheias (215 g)" in the next).
  [
    'arroz',
    3,
    [
      [50, '1/2 escumadeira média cheia (50 g)'],
      [100, '1 e 1/4 escumadeiras médias cheias (100 g)'],
      [155, '1 e 3/4 escumadeiras médias cheias (155 g)'],
      [215, '2 e 1/2 escumadeiras médias cheias (215 g)'],
      [300, '3 e 1/2 escumadeiras médias cheias (300 g)'],
    ],
  ],
  [
    'feijão',
    561,
    [
      [50, '1/4 de concha média cheia (50 g)'],
      [70, '1/2 concha média cheia (70 g)'],
      [140, '1 concha média cheia (140 g)'],
      [210, '1 e 1/2 conchas médias cheias (210 g)'],
      [300, '2 e 1/4 conchas médias cheias (300 g)'],
    ],
  ],
  // A steak is one bife, never "3 pedaços médios (105 g)".
  [
    'bife',
    346,
    [
      [50, '1/2 bife médio (50 g)'],
      [100, '1 bife médio (100 g)'],
      [105, '1 bife médio (105 g)'],
      [150, '1 e 1/2 bifes médios (150 g)'],
      [200, '2 bifes médios (200 g)'],
    ],
  ],
  // Carne moída: spoons, never the colher de arroz at a larger amount.
  [
    'carne moída',
    326,
    [
      [50, '1 e 3/4 colheres de sopa cheias (50 g)'],
      [100, '3 e 1/2 colheres de sopa cheias (100 g)'],
      [145, '5 colheres de sopa cheias (145 g)'],
      [180, '6 colheres de sopa cheias (180 g)'],
    ],
  ],
  [
    'ovo',
    488,
    [
      [45, '1 unidade média (45 g)'],
      [68, '1 e 1/2 unidades médias (68 g)'],
      [90, '2 unidades médias (90 g)'],
      [135, '3 unidades médias (135 g)'],
    ],
  ],
  [
    'pão francês',
    53,
    [
      [25, '1/2 unidade (25 g)'],
      [50, '1 unidade (50 g)'],
      [75, '1 e 1/2 unidades (75 g)'],
      [100, '2 unidades (100 g)'],
    ],
  ],
  [
    'banana',
    182,
    [
      [45, '1/2 unidade (45 g)'],
      [75, '1 unidade (75 g)'],
      [150, '2 unidades (150 g)'],
    ],
  ],
  [
    'leite',
    458,
    [
      // Issue 30: the cup its usual 200 g fills, not "3/4 de copo médio"; poured, so in millilitres.
      [100, '1/2 xícara de chá (100 ml)'],
      [200, '1 xícara de chá (200 ml)'],
      [240, '1 e 1/4 xícaras de chá (240 ml)'],
      [300, '1 e 1/2 xícaras de chá (300 ml)'],
    ],
  ],
  [
    'azeite',
    260,
    [
      [1, 'menos de 1/4 de colher de sopa (1 g)'],
      [2, '1/4 de colher de sopa (2 g)'],
      [4, '1/2 colher de sopa (4 g)'],
      [8, '1 colher de sopa (8 g)'],
      [15, '2 colheres de sopa (15 g)'],
    ],
  ],
  // Açúcar by the teaspoon: its usual 5 g is one (a tablespoon would read "menos de 1/4").
  [
    'açúcar',
    494,
    [
      [2, '1/2 colher de chá cheia (2 g)'],
      [5, '1 colher de chá cheia (5 g)'],
      [7, '1 e 1/2 colheres de chá cheias (7 g)'],
      [15, '3 colheres de chá cheias (15 g)'],
    ],
  ],
  [
    'farofa',
    131,
    [
      [10, '1/2 colher de sopa cheia (10 g)'],
      [20, '3/4 de colher de sopa cheia (20 g)'],
      [25, '1 colher de sopa cheia (25 g)'],
      [40, '1 e 1/2 colheres de sopa cheias (40 g)'],
    ],
  ],
  [
    'queijo',
    467,
    [
      [15, '1 fatia média (15 g)'],
      [20, '1 e 1/4 fatias médias (20 g)'],
      [30, '2 fatias médias (30 g)'],
      [60, '4 fatias médias (60 g)'],
    ],
  ],
];

test.each(TABLE)('%s (food %i) reads in one measure at every amount', (_name, id, amounts) => {
  for (const [grams, text] of amounts) expect(describeHomeMeasure(taco(id), grams)).toBe(text);
});

test('the unit is chosen once per food: the same measure at every amount and meal type (property)', () => {
  // Drinks have their own rule, below.
  const plannable = FOODS.filter((f) => f.plannable && f.kind !== 'beverage');
  const amounts = fc
    .record({ index: fc.nat({ max: plannable.length - 1 }), mealType: fc.constantFrom(...MEAL_TYPES) })
    .chain(({ index, mealType }) => {
      const record = plannable[index]!;
      const { min, max } = servingProfile(record, mealType);
      const grams = fc.integer({ min: Math.max(1, Math.ceil(min)), max: Math.max(1, Math.floor(max)) });
      return fc.tuple(fc.constant(record), grams, grams);
    });
  fc.assert(
    fc.property(amounts, ([record, a, b]) => {
      const first = measureOf(describeHomeMeasure(record, a));
      const second = measureOf(describeHomeMeasure(record, b));
      expect(first, `${record.name} at ${a} g`).not.toBeNull();
      expect(sameMeasure(first!, second!), `${record.name}: ${a} g in ${first}, ${b} g in ${second}`).toBe(true);
    }),
    { numRuns: 3000 },
  );
});

test('a drink keeps its cup from half of it to two of it; beyond, the cup or glass the amount fills (property)', () => {
  const drinks = FOODS.filter((f) => f.plannable && f.kind === 'beverage' && householdUnit(f) !== undefined);
  const amounts = fc.nat({ max: drinks.length - 1 }).chain((index) => {
    const drink = drinks[index]!;
    const cup = householdUnit(drink)!.grams;
    const within = fc.integer({ min: Math.ceil(cup / 2), max: Math.floor(cup * 2) });
    return fc.tuple(fc.constant(drink), within, within);
  });
  fc.assert(
    fc.property(amounts, ([drink, a, b]) => {
      const first = measureOf(describeHomeMeasure(drink, a));
      const second = measureOf(describeHomeMeasure(drink, b));
      expect(sameMeasure(first!, second!), `${drink.name}: ${a} g in ${first}, ${b} g in ${second}`).toBe(true);
    }),
    { numRuns: 1000 },
  );
  const coffee = FOODS.find((f) => f.name === 'Café, infusão 10%')!;
  expect(describeHomeMeasure(coffee, 50)).toBe('1 xícara de café (50 ml)');
  expect(describeHomeMeasure(coffee, 100)).toBe('2 xícaras de café (100 ml)');
  expect(describeHomeMeasure(coffee, 150)).toBe('1 copo americano (150 ml)');
});

test('a steak is counted in bifes at every realistic amount, never in pieces', () => {
  const steaks = FOODS.filter((f) => f.plannable && f.measures.some((m) => m.label === 'bife médio'));
  expect(steaks.length).toBeGreaterThan(10);
  for (const steak of steaks) {
    for (let grams = 30; grams <= 250; grams += 5) {
      expect(describeHomeMeasure(steak, grams)).toMatch(/^(1\/4 de |1\/2 |3\/4 de |\d[^(]*)bifes? médios? \(/u);
    }
  }
});

test('below a quarter of the unit: "menos de 1/4 de <unidade>"; an exact quarter is counted', () => {
  const spoon = { label: 'colher de sopa', grams: 8 };
  expect(describeAmount(spoon, 1.9)).toBe('menos de 1/4 de colher de sopa (2 g)');
  expect(describeAmount(spoon, 2)).toBe('1/4 de colher de sopa (2 g)');
  expect(describeAmount(spoon, 6)).toBe('3/4 de colher de sopa (6 g)');
});

test('quarters up to 3 units, halves from there to 10; above 10 the grams come first with the count', () => {
  const ladle = { label: 'concha', grams: 100 };
  expect(describeAmount(ladle, 275)).toBe('2 e 3/4 conchas (275 g)');
  expect(describeAmount(ladle, 325)).toBe('3 e 1/2 conchas (325 g)');
  expect(describeAmount(ladle, 1000)).toBe('10 conchas (1000 g)');
  expect(describeAmount(ladle, 1060)).toBe('1060 g (11 conchas)');
  expect(describeHomeMeasure(taco(8), 60)).toBe('60 g (12 unidades)');
});

test('no measure or no amount: only the grams', () => {
  expect(describeHomeMeasure(food(), 35)).toBe('35 g');
  expect(describeAmount(undefined, 35)).toBe('35 g');
  expect(describeHomeMeasure(food({ label: 'unidade', grams: 50 }), 0)).toBe('0 g');
  expect(describeHomeMeasure(food({ label: 'unidade', grams: 50 }), Number.NaN)).toBe('0 g');
});

test("a label's own serving (My foods) is its unit, down to a quarter of it", () => {
  expect(describeHomeMeasure(food({ label: 'pote', grams: 170 }), 170)).toBe('1 pote (170 g)');
  expect(describeHomeMeasure(food({ label: 'pote', grams: 170 }), 43)).toBe('1/4 de pote (43 g)');
});

test('measure labels take the pt-BR plural', () => {
  expect(pluralMeasureLabel('colher de sopa cheia')).toBe('colheres de sopa cheias');
  expect(pluralMeasureLabel('colher sopa cheia')).toBe('colheres sopa cheias');
  expect(pluralMeasureLabel('fatia média')).toBe('fatias médias');
  expect(pluralMeasureLabel('pedaço médio')).toBe('pedaços médios');
  expect(pluralMeasureLabel('unidade')).toBe('unidades');
  expect(pluralMeasureLabel('copo de requeijão')).toBe('copos de requeijão');
  expect(pluralMeasureLabel('pires')).toBe('pires');
  expect(pluralMeasureLabel('gomo/fatia média')).toBe('gomos/fatias médias');
  expect(pluralMeasureLabel('colher de sopa cheia picada')).toBe('colheres de sopa cheias picada');
  expect(pluralMeasureLabel('garrafa de 500ml')).toBe('garrafas de 500ml');
  expect(pluralMeasureLabel('filé médio')).toBe('filés médios');
});

test("a unit after a number stays as written: a packaged food's default serving reads in pt-BR", () => {
  expect(pluralMeasureLabel('copo de 200 ml')).toBe('copos de 200 ml');
  expect(pluralMeasureLabel('porção de 100 g')).toBe('porções de 100 g');
  expect(describeAmount({ label: 'porção de 100 g', grams: 100 }, 150)).toBe('1 e 1/2 porções de 100 g (150 g)');
  expect(describeAmount({ label: 'copo de 200 ml', grams: 200 }, 350)).toBe('1 e 3/4 copos de 200 ml (350 g)');
});
