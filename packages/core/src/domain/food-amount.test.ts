import { expect, test } from 'vitest';
import { getFoodById } from '../data/foods';
import { describeChosenAmount, findMeasure, foodMeasures, formatQuantity, gramsOf, measureId } from './food-amount';

const food = (id: number) => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};

// Grams below are the IBGE POF 2008–2009 values in data/sources/household_measures_pof2008.json
// (e.g. TACO 561 "concha média cheia" 140 g, TACO 458 "xícara de chá" 200 g) or the kind defaults
// of data/food-measures.ts, read by hand.
const FEIJAO = 1202; // Feijão, cozido, preparo caseiro (POF like TACO 561: colher de sopa cheia 17, concha 140)
const ARROZ = 1201; // Arroz, branco, cozido, preparo caseiro (like TACO 3: colher 25, colher de arroz 45, escumadeira 85)
const LEITE = 458; // Leite, de vaca, integral
const CAFE = 471; // Café, infusão 10%
const BIFE = 346; // Carne, bovina, contra-filé, sem gordura, grelhado (POF unidade média 100 → bife médio)
const FRANGO = 410; // Frango, peito, sem pele, grelhado (filé médio 100, peito médio 180)
const IOGURTE = 448; // Iogurte, natural (no xícara in the POF; dairy default xícara de chá 200)
const AVEIA = 7; // Aveia, flocos, crua (colher de chá cheia 2, sobremesa 7, sopa 15)
const CERVEJA = 474; // Cerveja, pilsen (lata de 250ml 250 … lata de 350ml 350)
const LINGUICA = 423; // Lingüiça, porco, grelhada (gomo/fatia média 10, gomo 60)

test('the food’s own unit comes first, then its other measures, each with a slug id', () => {
  expect(foodMeasures(food(FEIJAO))).toEqual([
    { id: 'concha-media-cheia', label: 'concha média cheia', grams: 140 },
    { id: 'colher-de-sopa-cheia', label: 'colher de sopa cheia', grams: 17 },
  ]);
  expect(foodMeasures(food(ARROZ))).toEqual([
    { id: 'escumadeira-media-cheia', label: 'escumadeira média cheia', grams: 85 },
    { id: 'colher-de-sopa-cheia', label: 'colher de sopa cheia', grams: 25 },
    { id: 'colher-de-arroz-cheia', label: 'colher de arroz cheia', grams: 45 },
  ]);
  expect(foodMeasures(food(LEITE))[0]).toEqual({ id: 'xicara-de-cha', label: 'xícara de chá', grams: 200 });
  expect(foodMeasures(food(LINGUICA)).map((m) => m.id)).toEqual(['gomo', 'gomo-fatia-media']);
});

test('a food without measures has none (grams only)', () => {
  expect(foodMeasures({ kind: 'other', measures: [] })).toEqual([]);
  expect(foodMeasures({ kind: 'other', measures: [{ label: 'pote', grams: 0 }] })).toEqual([]);
});

test('a dish is counted in its own serving, listed first even when not among its measures', () => {
  const dish = { name: 'Lasanha da vó', kind: 'dish' as const, measures: [], serving: { label: 'pedaço', grams: 250 } };
  expect(foodMeasures(dish)).toEqual([{ id: 'pedaco', label: 'pedaço', grams: 250 }]);
  expect(gramsOf(dish, 'pedaços', 2)).toBe(500);
});

test('ids are stable slugs of the label', () => {
  expect(measureId('Concha média cheia')).toBe('concha-media-cheia');
  expect(measureId('garrafa de 2,25l')).toBe('garrafa-de-2-25l');
  expect(measureId('gomo/fatia média')).toBe('gomo-fatia-media');
});

test('gramsOf takes an id or a label as typed: any case, accents optional, singular or plural', () => {
  expect(gramsOf(food(FEIJAO), 'concha-media-cheia', 2)).toBe(280);
  expect(gramsOf(food(FEIJAO), 'concha', 2)).toBe(280);
  expect(gramsOf(food(FEIJAO), 'Conchas', 1.5)).toBe(210);
  expect(gramsOf(food(FEIJAO), 'concha media', 1)).toBe(140);
  expect(gramsOf(food(FEIJAO), 'colheres de sopa', 3)).toBe(51);
  expect(gramsOf(food(ARROZ), 'escumadeira', 1)).toBe(85);
  expect(gramsOf(food(ARROZ), 'colher de arroz', 2)).toBe(90);
  expect(gramsOf(food(LEITE), 'xicara', 1)).toBe(200);
  expect(gramsOf(food(LEITE), 'copo americano', 1)).toBe(150);
  expect(gramsOf(food(AVEIA), 'colher de sobremesa', 2)).toBe(14);
});

test('a bare head picks the food’s unit, else the medium one, else the tablespoon', () => {
  // Café's unit is the xícara de café (50 g); milk's the xícara de chá (200 g).
  expect(gramsOf(food(CAFE), 'xícara', 1)).toBe(50);
  expect(gramsOf(food(LEITE), 'xícara', 1)).toBe(200);
  // Milk's glasses: americano 150, médio 240, grande 300, tulipa 290… a bare "copo" is the médio.
  expect(gramsOf(food(LEITE), 'copo', 1)).toBe(240);
  // Rice is counted by the escumadeira; a bare "colher" is the colher de sopa cheia (25 g), not de arroz.
  expect(gramsOf(food(ARROZ), 'colher', 4)).toBe(100);
  // Oats: a bare spoon is the tablespoon (15 g), not the teaspoon (2 g) nor the dessert spoon (7 g).
  expect(gramsOf(food(AVEIA), 'colheres', 2)).toBe(30);
  // A bare "lata" is the usual 350 ml can among the POF's 250–473 ml cans.
  expect(gramsOf(food(CERVEJA), 'lata', 2)).toBe(700);
});

test('bife and filé stand for each other; colher de servir is the colher de arroz', () => {
  expect(gramsOf(food(FRANGO), 'bife', 1)).toBe(100);
  expect(gramsOf(food(BIFE), 'filé', 1)).toBe(100);
  expect(gramsOf(food(BIFE), 'bifes', 2)).toBe(200);
  expect(findMeasure(food(ARROZ), 'colher de servir')).toEqual({
    id: 'colher-de-arroz-cheia',
    label: 'colher de arroz cheia',
    grams: 45,
    generic: false,
  });
});

test('a measure the food lacks answers from its kind’s generic measure, else undefined', () => {
  // Yoghurt has no xícara in the POF; the dairy default is "xícara de chá" 200 g.
  expect(findMeasure(food(IOGURTE), 'xícara')).toEqual({
    id: 'xicara-de-cha',
    label: 'xícara de chá',
    grams: 200,
    generic: true,
  });
  // Cooked rice (grain): no xícara, and the grain defaults (colher de sopa cheia, escumadeira) have none.
  expect(gramsOf(food(ARROZ), 'xícara', 1)).toBeUndefined();
  // Oats have none in the POF either, but a recipe's cup of them (kitchen-measures.ts, team estimate: 80 g).
  expect(gramsOf(food(AVEIA), 'xícara', 1)).toBe(80);
  expect(gramsOf(food(FEIJAO), 'prato', 1)).toBeUndefined();
  // A size the food does not have is not another size.
  expect(gramsOf(food(FEIJAO), 'concha grande', 1)).toBeUndefined();
  expect(gramsOf(food(FEIJAO), '', 1)).toBeUndefined();
});

test('weights and volumes are units too; a quantity must be positive', () => {
  expect(gramsOf(food(ARROZ), 'g', 120)).toBe(120);
  expect(gramsOf(food(ARROZ), 'gramas', 120)).toBe(120);
  expect(gramsOf(food(LEITE), 'ml', 200)).toBe(200);
  expect(gramsOf(food(LEITE), 'litro', 0.5)).toBe(500);
  expect(gramsOf(food(ARROZ), 'kg', 1.5)).toBe(1500);
  expect(gramsOf(food(FEIJAO), 'concha', 0)).toBeUndefined();
  expect(gramsOf(food(FEIJAO), 'concha', -1)).toBeUndefined();
  expect(gramsOf(food(FEIJAO), 'concha', Number.NaN)).toBeUndefined();
});

test('grams keep one decimal', () => {
  // 1/3 of the beans’ 17 g colher de sopa cheia = 5.67 g → 5.7.
  expect(gramsOf(food(FEIJAO), 'colher de sopa', 1 / 3)).toBe(5.7);
});

test('the chosen amount reads as a person says it', () => {
  expect(describeChosenAmount('concha média cheia', 2, 280)).toBe('2 conchas médias cheias (280 g)');
  expect(describeChosenAmount('xícara de chá', 0.5, 100)).toBe('1/2 xícara de chá (100 g)');
  expect(describeChosenAmount('bife médio', 1.5, 150)).toBe('1 e 1/2 bifes médios (150 g)');
  expect(describeChosenAmount('colher de sopa cheia', 1, 25)).toBe('1 colher de sopa cheia (25 g)');
  expect(describeChosenAmount(null, 150, 150)).toBe('150 g');
  expect(describeChosenAmount('fatia', 1.2, 67.5)).toBe('1,2 fatias (67,5 g)');
  expect(formatQuantity(0.75)).toBe('3/4');
  expect(formatQuantity(3)).toBe('3');
});

test('raw ingredients have their cited kitchen measures where the POF has none (kitchen-measures.ts)', () => {
  // Casa e Jardim 2020: açúcar xícara 210 g; farinha de trigo colher de chá 2,5 g; achocolatado
  // (chocolate ou cacau em pó) xícara 96 g. Espaço Gourmet: arroz xícara 200 g.
  expect(findMeasure(food(494), 'xícara')).toEqual({
    id: 'xicara-de-cha',
    label: 'xícara de chá',
    grams: 210,
    generic: false,
  });
  expect(gramsOf(food(35), 'colher de chá', 2)).toBe(5);
  expect(gramsOf(food(491), 'xícara de chá', 0.5)).toBe(48);
  // Achocolatado's own POF colher de sopa (16 g) wins over the kitchen 8 g.
  expect(gramsOf(food(491), 'colher de sopa', 3)).toBe(48);
  expect(gramsOf(food(4), 'xícaras', 1.5)).toBe(300);
  // The POF's own measure stays first: azeite (260) colher de sopa 8 g, not the kitchen 12 g.
  expect(gramsOf(food(260), 'colher de sopa', 1)).toBe(8);
  // The planner's list of measures is unchanged (kitchen measures are only read when typed).
  expect(foodMeasures(food(494)).some((m) => m.label === 'xícara de chá')).toBe(false);
});
