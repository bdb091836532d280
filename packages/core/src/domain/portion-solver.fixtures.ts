/**
 * Hand-built food records for the solver's tests and benchmark, independent of the food library
 * (packages/core/src/data). The five foods of the worked example carry TACO's values; the rest of
 * the pool approximates TACO (4th ed.) and Atkinson 2008 glycemic indexes closely enough to
 * exercise the solver with realistic compositions, and is never shown to users.
 */
import type { FoodKind, FoodRecord } from '../data/food-types';

interface FixtureSpec {
  id: number;
  name: string;
  kind: FoodKind;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  gi?: number;
}

export function makeFood(spec: FixtureSpec): FoodRecord {
  return {
    id: spec.id,
    name: spec.name,
    group: 'Teste',
    kind: spec.kind,
    per100g: { kcal: spec.kcal, protein: spec.protein, carbs: spec.carbs, fat: spec.fat, fiber: spec.fiber },
    measures: [],
    measureSource: 'default',
    plannable: true,
    glycemic: spec.gi === undefined ? null : { value: spec.gi, source: 'measured', basis: spec.name },
  };
}

/** The five foods of the worked example (brief values). */
export const RICE = makeFood({
  id: 3,
  name: 'Arroz, tipo 1, cozido',
  kind: 'grain',
  kcal: 128,
  protein: 2.5,
  carbs: 28.1,
  fat: 0.2,
  fiber: 1.6,
  gi: 73,
});
export const BEANS = makeFood({
  id: 561,
  name: 'Feijão, carioca, cozido',
  kind: 'legume',
  kcal: 76,
  protein: 4.8,
  carbs: 13.6,
  fat: 0.5,
  fiber: 8.5,
});
export const CHICKEN = makeFood({
  id: 410,
  name: 'Frango, peito, sem pele, grelhado',
  kind: 'meat',
  kcal: 159,
  protein: 32.0,
  carbs: 0,
  fat: 2.5,
  fiber: null,
});
export const LETTUCE = makeFood({
  id: 75,
  name: 'Alface, crespa, crua',
  kind: 'leafy',
  kcal: 11,
  protein: 1.3,
  carbs: 1.7,
  fat: 0.2,
  fiber: 1.8,
});
export const OLIVE_OIL = makeFood({
  id: 2,
  name: 'Azeite, de oliva, extra virgem',
  kind: 'oil',
  kcal: 884,
  protein: 0,
  carbs: 0,
  fat: 100,
  fiber: null,
});

/** A wider pool of everyday foods for property tests and the benchmark. */
export const FOOD_POOL: readonly FoodRecord[] = [
  RICE,
  BEANS,
  CHICKEN,
  LETTUCE,
  OLIVE_OIL,
  makeFood({
    id: 488,
    name: 'Ovo, de galinha, inteiro, cozido/10minutos',
    kind: 'egg',
    kcal: 146,
    protein: 13.3,
    carbs: 0.6,
    fat: 9.5,
    fiber: null,
  }),
  makeFood({
    id: 182,
    name: 'Banana, prata, crua',
    kind: 'fruit',
    kcal: 98,
    protein: 1.3,
    carbs: 26.0,
    fat: 0.1,
    fiber: 2.0,
    gi: 51,
  }),
  makeFood({
    id: 53,
    name: 'Pão, trigo, francês',
    kind: 'bread',
    kcal: 300,
    protein: 8.0,
    carbs: 58.6,
    fat: 3.1,
    fiber: 2.3,
    gi: 95,
  }),
  makeFood({
    id: 89,
    name: 'Batata, inglesa, cozida',
    kind: 'tuber',
    kcal: 52,
    protein: 1.2,
    carbs: 11.9,
    fat: 0,
    fiber: 1.3,
    gi: 78,
  }),
  makeFood({
    id: 456,
    name: 'Leite, de vaca, integral',
    kind: 'dairy',
    kcal: 61,
    protein: 2.9,
    carbs: 4.3,
    fat: 3.2,
    fiber: null,
  }),
  makeFood({
    id: 468,
    name: 'Queijo, minas, frescal',
    kind: 'cheese',
    kcal: 264,
    protein: 17.4,
    carbs: 3.2,
    fat: 20.2,
    fiber: null,
  }),
  makeFood({
    id: 586,
    name: 'Castanha-do-Brasil, crua',
    kind: 'nut',
    kcal: 643,
    protein: 14.5,
    carbs: 15.1,
    fat: 63.5,
    fiber: 7.9,
  }),
  makeFood({
    id: 332,
    name: 'Salmão, sem pele, fresco, grelhado',
    kind: 'fish',
    kcal: 229,
    protein: 23.9,
    carbs: 0,
    fat: 14.0,
    fiber: null,
  }),
  makeFood({
    id: 539,
    name: 'Açúcar, cristal',
    kind: 'sugar',
    kcal: 387,
    protein: 0.3,
    carbs: 99.6,
    fat: 0,
    fiber: null,
    gi: 65,
  }),
  makeFood({
    id: 95,
    name: 'Brócolis, cozido',
    kind: 'vegetable',
    kcal: 25,
    protein: 2.1,
    carbs: 4.4,
    fat: 0.5,
    fiber: 3.4,
  }),
  makeFood({
    id: 212,
    name: 'Maçã, Fuji, com casca, crua',
    kind: 'fruit',
    kcal: 56,
    protein: 0.3,
    carbs: 15.2,
    fat: 0,
    fiber: 1.3,
    gi: 38,
  }),
  makeFood({
    id: 351,
    name: 'Carne, bovina, patinho, sem gordura, grelhado',
    kind: 'meat',
    kcal: 219,
    protein: 35.9,
    carbs: 0,
    fat: 7.3,
    fiber: null,
  }),
  makeFood({
    id: 6,
    name: 'Aveia, flocos, crua',
    kind: 'grain',
    kcal: 394,
    protein: 13.9,
    carbs: 66.6,
    fat: 8.5,
    fiber: 9.1,
    gi: 55,
  }),
  makeFood({
    id: 570,
    name: 'Lentilha, cozida',
    kind: 'legume',
    kcal: 93,
    protein: 6.3,
    carbs: 16.3,
    fat: 0.5,
    fiber: 7.9,
    gi: 32,
  }),
  makeFood({
    id: 100,
    name: 'Cenoura, crua',
    kind: 'vegetable',
    kcal: 34,
    protein: 1.3,
    carbs: 7.7,
    fat: 0.2,
    fiber: 3.2,
    gi: 39,
  }),
  makeFood({
    id: 462,
    name: 'Iogurte, natural',
    kind: 'dairy',
    kcal: 51,
    protein: 4.1,
    carbs: 1.9,
    fat: 3.0,
    fiber: null,
  }),
  makeFood({
    id: 196,
    name: 'Laranja, pêra, crua',
    kind: 'fruit',
    kcal: 37,
    protein: 1.0,
    carbs: 8.9,
    fat: 0.1,
    fiber: 0.8,
    gi: 43,
  }),
];
