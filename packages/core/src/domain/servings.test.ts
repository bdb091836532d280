import { expect, test } from 'vitest';
import { FOODS, getFoodById } from '../data/foods';
import type { FoodRecord } from '../data/food-types';
import { MEAL_TYPES } from '../schemas/planner';
import { dishRuleOf, householdUnit, servingProfile } from './servings';

const taco = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};
const unitOf = (id: number) => householdUnit(taco(id));

test.each([
  [561, 'Feijão, carioca, cozido', 'concha média cheia', 140],
  [3, 'Arroz, tipo 1, cozido', 'escumadeira média cheia', 85],
  [526, 'Arroz carreteiro', 'colher de arroz cheia', 60],
  [346, 'Carne, bovina, contra-filé, sem gordura, grelhado', 'bife médio', 100],
  [410, 'Frango, peito, sem pele, grelhado', 'filé médio', 100],
  [411, 'Frango, sobrecoxa, com pele, assada', 'sobrecoxa média', 65],
  [326, 'Carne, bovina, acém, moído, cozido', 'colher de sopa cheia', 30],
  [488, 'Ovo, de galinha, inteiro, cozido/10minutos', 'unidade média', 45],
  [53, 'Pão, trigo, francês', 'unidade', 50],
  [1005, 'Pão, trigo, forma, branco', 'fatia média', 30],
  [182, 'Banana, prata, crua', 'unidade', 75],
  [226, 'Mamão, Papaia, cru', 'pedaço pequeno', 120],
  [467, 'Queijo, prato', 'fatia média', 15],
  [458, 'Leite, de vaca, integral', 'xícara de chá', 200],
  [215, 'Laranja, pêra, suco', 'copo médio', 240],
  [1101, 'Café com leite', 'xícara de chá', 200],
  [260, 'Azeite, de oliva, extra virgem', 'colher de sopa', 8],
  [261, 'Manteiga, com sal', 'ponta de faca', 5],
  [131, 'Mandioca, farofa, temperada', 'colher de sopa cheia', 25],
  [494, 'Açúcar, refinado', 'colher de chá cheia', 5],
  [78, 'Alface, crespa, crua', 'folha média', 10],
])('food %i (%s) is counted in "%s" (%i g)', (id, name, label, grams) => {
  expect(taco(id).name).toBe(name);
  expect(unitOf(id)).toEqual({ label, grams });
});

test('a food without a rule takes its measure nearest the usual serving, not a plate or a package', () => {
  // Batata cozida, usual 130 g: the unidade média (140 g), not the prato de sobremesa (100 g).
  expect(unitOf(91)).toEqual({ label: 'unidade média', grams: 140 });
  // Brócolis cozido, usual 80 g: the ramo médio (60 g), not the pires (75 g).
  expect(unitOf(100)).toEqual({ label: 'ramo médio', grams: 60 });
});

test("a label's serving alone (My foods) is its own unit; no measure, no unit", () => {
  expect(householdUnit({ measures: [{ label: 'pote', grams: 170 }] })).toEqual({ label: 'pote', grams: 170 });
  expect(householdUnit({ measures: [] })).toBeUndefined();
});

test('sliced bread steps by the slice it is described in, not by a 50 g roll', () => {
  const bread = servingProfile(taco(1005), 'breakfast');
  expect(bread.step).toBe(30);
  expect(bread.typical % 30).toBe(0);
});

test('creme de leite (TACO writes "Creme de Leite") is a side of about 20 g, not a 200 g glass', () => {
  expect(servingProfile(taco(447), 'lunch')).toMatchObject({ typical: 20, min: 10, max: 60, role: 'side' });
});

// Issue 30: a dish is a dish. Each dish rule is listed with every food of the library it touches,
// so a rule that starts catching another food (or stops catching one) shows up here.
test('each dish rule touches exactly its dishes in the library', () => {
  const touched: Record<string, string[]> = {};
  // The built-in dishes of issue 34 (kind 'dish') are served by their own serving, not by these rules.
  for (const food of FOODS.filter((f) => f.plannable && f.kind !== 'dish')) {
    const dish = dishRuleOf(food);
    if (dish) (touched[dish] ??= []).push(food.name);
  }
  expect(touched).toEqual({
    acarajé: ['Acarajé'],
    sanduíche: ['Misto quente', 'Pão com manteiga', 'Pão com ovo'],
    hambúrguer: ['Hambúrguer, bovino, cru', 'Hambúrguer, bovino, frito', 'Hambúrguer, bovino, grelhado'],
    açaí: ['Açaí, polpa, com xarope de guaraná e glucose', 'Açaí, polpa, congelada'],
    tacacá: ['Tacacá'],
    vatapá: ['Vatapá'],
    strogonoff: ['Estrogonofe de carne', 'Estrogonofe de frango'],
    tropeiro: ['Feijão tropeiro mineiro'],
    feijoada: ['Feijoada'],
    macarronada: ['Macarrão, molho bolognesa'],
    virado: ['Virado à paulista'],
    cozido: [
      'Barreado',
      'Camarão à baiana',
      'Dobradinha',
      'Frango, com açafrão',
      'Maniçoba',
      'Sarapatel',
      'Vaca atolada',
    ],
    'bife a cavalo': ['Bife à cavalo, com contra filé'],
    'salada de legumes': ['Salada, de legumes, com maionese', 'Salada, de legumes, cozida no vapor'],
    salpicão: ['Salpicão, de frango', 'Tabule'],
    quibebe: ['Quibebe'],
    bolinho: ['Bolinho de arroz'],
  });
});

test('dishes take their own serving, not a generic meat, legume or fruit cap', () => {
  const lunch = (id: number) => servingProfile(taco(id), 'lunch');
  // Acarajé by the unit (POF unidade média 100 g): one or two, never half.
  expect(lunch(525)).toMatchObject({ min: 100, max: 200, filler: true });
  // Açaí na tigela by the bowl: 200–500 g, not 260 g at most.
  expect(lunch(167)).toMatchObject({ typical: 300, min: 200, max: 500 });
  // Strogonoff and tropeiro by the concha: up to 300 g, not the meat rule's 200 g or the legume rule's 120 g.
  expect(lunch(537).max).toBe(300);
  expect(lunch(538).max).toBe(300);
  expect(lunch(539)).toMatchObject({ typical: 150, max: 300 });
  // Hambúrguer by the patty, up to three (168 g of POF's 56 g unidade), paired with the rolls.
  expect(lunch(417)).toMatchObject({ step: 28, max: 168, plate: 'patty' });
  expect(lunch(53).plate).toBe('roll');
  // Tacacá by the cuia (300–600 g).
  expect(lunch(550)).toMatchObject({ typical: 300, max: 600 });
  for (const food of FOODS.filter((f) => f.plannable && dishRuleOf(f))) {
    const profile = servingProfile(food, 'lunch');
    expect(profile.min, food.name).toBeGreaterThan(0);
    expect(profile.typical, food.name).toBeGreaterThanOrEqual(profile.min);
    expect(profile.max, food.name).toBeGreaterThanOrEqual(profile.typical);
  }
});

test('serving rules match names whatever their case', () => {
  const named = (name: string, kind: FoodRecord['kind'], kcal: number) => ({
    name,
    kind,
    measures: [],
    per100g: { kcal, protein: 1, carbs: 1, fat: 1, fiber: null },
  });
  expect(dishRuleOf({ name: 'ACARAJÉ', kind: 'legume' })).toBe('acarajé');
  expect(dishRuleOf({ name: 'estrogonofe de frango', kind: 'meat' })).toBe('strogonoff');
  expect(servingProfile(named('creme de leite', 'dairy', 221), 'lunch')).toMatchObject({ typical: 20, role: 'side' });
  expect(servingProfile(named('MEL, DE ABELHA', 'sugar', 309), 'lunch')).toMatchObject({ typical: 10, role: 'fixed' });
});

test('foods counted in units allow the whole units a person eats: 1–3 pães, 1–2 sandwiches, 1–2 acarajés', () => {
  const units = (id: number, meal: (typeof MEAL_TYPES)[number]) => {
    const profile = servingProfile(taco(id), meal);
    const unit = householdUnit(taco(id))?.grams ?? NaN;
    return { typical: profile.typical / unit, min: profile.min / unit, max: profile.max / unit };
  };
  expect(units(53, 'breakfast')).toEqual({ typical: 1, min: 1, max: 3 }); // pão francês
  expect(units(53, 'lunch')).toEqual({ typical: 1, min: 0.5, max: 2 });
  expect(units(1104, 'breakfast')).toEqual({ typical: 1, min: 1, max: 2 }); // misto quente
  expect(units(525, 'snack')).toEqual({ typical: 1, min: 1, max: 2 }); // acarajé
  expect(units(1107, 'breakfast')).toEqual({ typical: 1, min: 1, max: 2 }); // pão com ovo
  expect(units(417, 'lunch')).toEqual({ typical: 1, min: 0.5, max: 3 }); // hambúrguer, one per roll
  expect(units(488, 'breakfast')).toEqual({ typical: 2, min: 1, max: 3 }); // ovo
  expect(units(1005, 'breakfast').max).toBe(4); // pão de forma: two sandwiches
});

test('sugar, honey and sweets stay at the amount a person adds', () => {
  expect(servingProfile(taco(494), 'breakfast')).toMatchObject({ typical: 5, min: 5, max: 5, role: 'fixed' });
  expect(servingProfile(taco(507), 'breakfast')).toMatchObject({ typical: 10, min: 10, max: 10, role: 'fixed' });
  expect(servingProfile(taco(491), 'breakfast')).toMatchObject({ typical: 10, role: 'fixed' }); // achocolatado
  // A sweet (doce de leite) is a portion beside a staple, never a filler.
  expect(servingProfile(taco(501), 'snack')).toMatchObject({ typical: 30, role: 'side', filler: false });
  expect(servingProfile(taco(1008), 'lunch')).toMatchObject({ typical: 120, role: 'fixed' }); // gelatina preparada
});

test('staples fill the meal; garnishes, vegetables, fruit, sides and sweets do not', () => {
  const filler = (id: number) => servingProfile(taco(id), 'lunch').filler;
  for (const id of [1201, 1202, 3, 561, 53, 1005, 91, 410, 346, 488, 448, 525, 539, 537, 167, 550]) {
    expect(filler(id), taco(id).name).toBe(true);
  }
  // Cenoura crua, morango, banana, caruru, farofa, manteiga, queijo prato, açúcar, mel, alface.
  for (const id of [110, 239, 182, 104, 131, 261, 467, 494, 507, 78]) {
    expect(filler(id), taco(id).name).toBe(false);
  }
});

test('no food the planner offers has a 0 g serving at any meal (a 0 g portion cannot be edited back)', () => {
  for (const food of FOODS.filter((f) => f.plannable)) {
    for (const meal of MEAL_TYPES) {
      const { typical, min, max } = servingProfile(food, meal);
      expect(min, `${food.name} ${meal}`).toBeGreaterThan(0);
      expect(typical, `${food.name} ${meal}`).toBeGreaterThanOrEqual(min);
      expect(max, `${food.name} ${meal}`).toBeGreaterThanOrEqual(typical);
    }
  }
});

// Issue 34: a prepared dish (kind 'dish') is served by its own serving, from half of it to two.
const dish = (serving: { label: string; grams: number }, kcal = 180): FoodRecord => ({
  id: 3999,
  name: 'Prato de teste',
  group: 'Pratos',
  kind: 'dish',
  per100g: { kcal, protein: 8, carbs: 20, fat: 7, fiber: 1 },
  measures: [serving, { label: 'colher de sopa cheia', grams: 25 }],
  measureSource: 'pof',
  serving,
  glycemic: null,
  plannable: true,
});

test.each(MEAL_TYPES)('a dish by the piece is served ½ to 2 pieces in half pieces (%s)', (mealType) => {
  const coxinha = dish({ label: 'unidade', grams: 80 }, 290);
  expect(householdUnit(coxinha)).toEqual({ label: 'unidade', grams: 80 });
  expect(servingProfile(coxinha, mealType)).toMatchObject({
    typical: 80,
    min: 40,
    max: 160,
    step: 40,
    role: 'main',
    filler: true,
  });
});

test('a dish by the plate or ladle is served ½ to 2 plates in 10 g steps, counted in its plate', () => {
  const sopa = dish({ label: 'prato fundo', grams: 300 }, 60);
  expect(householdUnit(sopa)).toEqual({ label: 'prato fundo', grams: 300 });
  expect(servingProfile(sopa, 'dinner')).toMatchObject({ typical: 300, min: 150, max: 600, step: 10, role: 'main' });
});

test('a dish without a serving falls back to its nearest measure', () => {
  const { serving: _unused, ...bare } = dish({ label: 'concha média', grams: 150 });
  expect(servingProfile(bare, 'lunch')).toMatchObject({ typical: 150, min: 75, max: 300 });
});
