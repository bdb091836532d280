import { expect, test } from 'vitest';
import { assignGlycemic, GLYCEMIC_MIN_CARBS, type AtkinsonFood } from './food-glycemic';
import { FOODS } from './foods';
import atkinsonJson from './sources/glycemic_index_atkinson2008.json';

const byId = (id: number) => {
  const food = FOODS.find((f) => f.id === id);
  if (!food) throw new Error(`no food ${id}`);
  return food;
};

test('milk, skim milk and soy drink keep their measured index, though under 5 g of carbohydrate', () => {
  expect(byId(458).per100g.carbs).toBeLessThan(GLYCEMIC_MIN_CARBS); // Leite, de vaca, integral: 4.8 g
  expect(byId(458).glycemic).toEqual({ value: 39, source: 'measured', basis: 'Leite integral' });
  expect(byId(457).glycemic).toEqual({ value: 37, source: 'measured', basis: 'Leite desnatado' });
  expect(byId(582).glycemic).toEqual({ value: 34, source: 'measured', basis: 'Bebida de soja' });
});

test("foods linked to a related Atkinson food ('aproximado') are approximate, never measured", () => {
  for (const [id, value, basis] of [
    [561, 24, 'Feijão-vermelho (kidney)'], // Feijão, carioca, cozido
    [567, 24, 'Feijão-vermelho (kidney)'], // Feijão, preto, cozido
    [53, 75, 'Pão branco de trigo'], // Pão, trigo, francês
    [7, 55, 'Mingau de aveia em flocos'], // Aveia, flocos, crua
    [480, 59, 'Refrigerante'], // Refrigerante, tipo cola
    [481, 59, 'Refrigerante'], // Refrigerante, tipo guaraná
  ] as const) {
    expect(byId(id).glycemic, byId(id).name).toEqual({ value, source: 'approximate', basis });
  }
  // The 'equivalente' links stay measured: white rice, cornflakes; Brazilian corn cuscuz, linked to
  // nothing, stays estimated (from cornflakes).
  expect(byId(3).glycemic?.source).toBe('measured');
  expect(byId(25).glycemic?.source).toBe('measured');
  expect(byId(533).glycemic).toMatchObject({ value: 81, source: 'estimated' }); // Cuscuz, de milho, cozido com sal
});

test('every TACO food is measured exactly when the Atkinson file links it as equivalente', () => {
  const atkinson = (atkinsonJson as { foods: AtkinsonFood[] }).foods;
  const equivalent = new Set(atkinson.flatMap((f) => f.taco_matches.filter((m) => m.match === 'equivalente')));
  const equivalentIds = new Set([...equivalent].map((m) => m.taco_id));
  const linkedIds = new Set(atkinson.flatMap((f) => f.taco_matches.map((m) => m.taco_id)));
  const taco = FOODS.filter((f) => f.id < 1000 && f.plannable);
  for (const food of taco) {
    const expected = equivalentIds.has(food.id) ? 'measured' : linkedIds.has(food.id) ? 'approximate' : undefined;
    if (expected) expect(food.glycemic?.source, food.name).toBe(expected);
    else expect(food.glycemic?.source ?? 'none', food.name).not.toMatch(/^(measured|approximate)$/u);
  }
  // The review's count: 25 plannable TACO foods carry an approximate link.
  expect(taco.filter((f) => f.glycemic?.source === 'approximate')).toHaveLength(25);
});

test('an unlinked food under 5 g of carbohydrate gets no index; a linked one keeps its value', () => {
  const atkinson: AtkinsonFood[] = [
    { name_pt: 'Leite integral', gi: 39, taco_matches: [{ taco_id: 1, match: 'equivalente' }] },
    { name_pt: 'Feijão-vermelho', gi: 24, taco_matches: [{ taco_id: 2, match: 'aproximado' }] },
  ];
  const result = assignGlycemic(
    [
      { id: 1, name: 'Leite, integral', groupId: 1, kind: 'dairy', carbs: 4.8 },
      { id: 2, name: 'Feijão, carioca, cozido', groupId: 2, kind: 'legume', carbs: 4.9 },
      { id: 3, name: 'Leite, fermentado', groupId: 1, kind: 'dairy', carbs: 4.9 },
      { id: 4, name: 'Feijão, preto, cozido', groupId: 2, kind: 'legume', carbs: 14 },
    ],
    atkinson,
  );
  expect(result.get(1)).toEqual({ value: 39, source: 'measured', basis: 'Leite integral' });
  expect(result.get(2)).toEqual({ value: 24, source: 'approximate', basis: 'Feijão-vermelho' });
  expect(result.get(3)).toBeNull();
  expect(result.get(4)).toEqual({
    value: 24,
    source: 'estimated',
    basis: 'Feijão-vermelho',
    estimatedFrom: 'Feijão, carioca, cozido',
  });
});
