import { describe, expect, test } from 'vitest';
import { nutrientItems } from './nutrient-summary';
import type { TargetPerson } from './nutrient-targets';
import { dayWarnings, formatNutrientAmount, isDayLogged, mealWarnings } from './nutrient-warnings';
import { zeroNutrients, type Nutrients } from './nutrients';

/** A woman of 30 with a 2,000 kcal goal: fibre 25 g, calcium 1,000 mg, iron 18 mg, sodium ≤ 2,000 mg. */
const MARIA: TargetPerson = { sex: 'female', age: 30, energyKcal: 2000 };

/** A portion measured in everything (0 where not given). */
const portion = (values: Partial<Nutrients>) => ({ nutrients: { ...zeroNutrients(), ...values } });
/** A whole day that meets every goal: no warning about it. */
const FULL_DAY = { energy: 1900, fiber: 26, calcium: 1100, iron: 19, sodium: 1500 };

const today = { today: true, mealCount: 3 };
const past = { today: false, mealCount: 3 };

describe('formatNutrientAmount', () => {
  test('pt-BR digits with the registry decimals and unit', () => {
    expect(formatNutrientAmount('sodium', 2450)).toBe('2.450 mg');
    expect(formatNutrientAmount('iron', 1.25)).toBe('1,3 mg');
    expect(formatNutrientAmount('fiber', 25)).toBe('25 g');
    expect(formatNutrientAmount('vitaminA', 700)).toBe('700 µg');
  });
});

describe('dayWarnings: sodium over the limit', () => {
  test('a day over 2,000 mg says so with the amount', () => {
    const items = nutrientItems([portion({ ...FULL_DAY, sodium: 2450 })], MARIA);
    const warnings = dayWarnings(items, today);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ id: 'sodium', kind: 'over' });
    expect(warnings[0]?.text).toMatch(/^Hoje o sódio passou do limite de 2\.000 mg da OMS: 2\.450 mg\./);
  });

  test('exactly at the limit is not over it', () => {
    expect(dayWarnings(nutrientItems([portion({ ...FULL_DAY, sodium: 2000 })], MARIA), today)).toEqual([]);
  });

  test('a partial total over the limit stays an over warning, with "ao menos"', () => {
    const unknownSodium = { nutrients: { ...zeroNutrients(), sodium: null } };
    const items = nutrientItems([portion({ ...FULL_DAY, sodium: 2100 }), unknownSodium], MARIA);
    const [warning] = dayWarnings(items, today);
    expect(warning).toMatchObject({ id: 'sodium', kind: 'over' });
    expect(warning?.text).toContain('ao menos 2.100 mg');
  });

  test('the limit holds even when the person is unknown (no targets)', () => {
    const [warning] = dayWarnings(nutrientItems([portion({ sodium: 2300 })], null), today);
    expect(warning?.text).toContain('limite de 2.000 mg');
  });

  test('a past day reads "Neste dia"', () => {
    const [warning] = dayWarnings(nutrientItems([portion({ ...FULL_DAY, sodium: 2450 })], MARIA), past);
    expect(warning?.text).toMatch(/^Neste dia o sódio passou/);
  });
});

describe('dayWarnings: far under fibre, calcium, iron', () => {
  const lowDay = { energy: 1600, fiber: 10, calcium: 400, iron: 7, sodium: 1200 };

  test('a logged day under half of each goal warns for each, with amount and goal', () => {
    const warnings = dayWarnings(nutrientItems([portion(lowDay)], MARIA), today);
    expect(warnings.map((warning) => [warning.id, warning.kind])).toEqual([
      ['fiber', 'under'],
      ['calcium', 'under'],
      ['iron', 'under'],
    ]);
    expect(warnings[0]?.text).toMatch(/^Hoje as fibras ficaram em 10 g, menos da metade da meta de 25 g\./);
    expect(warnings[1]?.text).toMatch(/^Hoje o cálcio ficou em 400 mg, menos da metade da meta de 1\.000 mg\./);
    expect(warnings[2]?.text).toMatch(/^Hoje o ferro ficou em 7 mg, menos da metade da meta de 18 mg\./);
  });

  test('half of the goal or more is not "far under"', () => {
    const items = nutrientItems([portion({ ...lowDay, fiber: 12.5, calcium: 500, iron: 9 })], MARIA);
    expect(dayWarnings(items, today)).toEqual([]);
  });

  test('a morning (today, under 75 % of the energy goal) gets no "under" warning', () => {
    const morning = nutrientItems([portion({ ...lowDay, energy: 1400 })], MARIA);
    expect(isDayLogged(morning, today)).toBe(false);
    expect(dayWarnings(morning, today)).toEqual([]);
    // 75 % of 2,000 kcal is 1,500: from there the day counts as logged.
    expect(isDayLogged(nutrientItems([portion({ ...lowDay, energy: 1500 })], MARIA), today)).toBe(true);
  });

  test('a past day counts as logged whatever its energy, but a day without meals does not', () => {
    const items = nutrientItems([portion({ ...lowDay, energy: 600 })], MARIA);
    expect(dayWarnings(items, past).map((warning) => warning.id)).toEqual(['fiber', 'calcium', 'iron']);
    expect(dayWarnings(nutrientItems([], MARIA), { today: false, mealCount: 0 })).toEqual([]);
  });

  test('an incomplete amount under the goal says it is partial', () => {
    const noFiber = { nutrients: { ...zeroNutrients(), fiber: null } };
    const items = nutrientItems([portion({ ...FULL_DAY, fiber: 6 }), noFiber], MARIA);
    const [warning] = dayWarnings(items, past);
    expect(warning).toMatchObject({ id: 'fiber', kind: 'under' });
    expect(warning?.text).toContain('as fibras somam ao menos 6 g');
    expect(warning?.text).toContain('pode haver mais: alguns alimentos não têm esse valor medido');
  });

  test('without the person (no targets) there is no "under" warning', () => {
    expect(dayWarnings(nutrientItems([portion(lowDay)], null), past)).toEqual([]);
  });
});

describe('mealWarnings: a meal with too much sodium', () => {
  test('up to half of the daily limit is fine', () => {
    expect(mealWarnings(nutrientItems([portion({ sodium: 1000 })], MARIA))).toEqual([]);
  });

  test('more than half of the daily limit', () => {
    const [warning] = mealWarnings(nutrientItems([portion({ sodium: 1250 })], MARIA));
    expect(warning).toMatchObject({ id: 'sodium', kind: 'over' });
    expect(warning?.text).toBe('Esta refeição tem 1.250 mg de sódio, mais da metade do limite diário de 2.000 mg.');
  });

  test('more than the whole daily limit', () => {
    const [warning] = mealWarnings(nutrientItems([portion({ sodium: 2600 })], MARIA));
    expect(warning?.text).toBe('Esta refeição tem 2.600 mg de sódio, mais que o limite diário de 2.000 mg da OMS.');
  });

  test('a meal with a food of unknown sodium says "ao menos"', () => {
    const items = nutrientItems([portion({ sodium: 1100 }), { nutrients: null }], null);
    expect(mealWarnings(items)[0]?.text).toContain('tem ao menos 1.100 mg de sódio');
  });
});
