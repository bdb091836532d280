import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '../data/food-catalog';
import { FOODS, getFoodById } from '../data/foods';
import { namesWater, WATER, WATER_FOOD_ID } from '../data/water';
import { amountUnitOf } from './amount-unit';
import { parseQuickEntry } from './quick-entry';
import { readRecipeLine } from './recipe-line';

/**
 * A recipe's ingredient lines as Brazilian cooks write them, read as the recipe endpoint reads them
 * (readRecipeLine): a weighed food raw, a measured one as eaten unless only its raw form has the measure
 * (raw-forms.ts). [line, [foodId, grams, measure, quantity]]. The grams are literal, read by hand
 * in the data named in each comment (kitchen-measures.ts, dishes.ts, food-measures.ts, the POF).
 */
type Expected = readonly [foodId: number, grams: number, measure: string | null, quantity: number];
type Row = readonly [line: string, expected: Expected];

const TABLE: readonly Row[] = [
  // Foods from IBGE POF rows (dishes.ts 3906–3910), by their team-estimated spoons.
  ['1 colher de chá de orégano', [3906, 1, 'colher de chá', 1]],
  // Their tablespoons are three teaspoons, not a generic 15 g spoon.
  ['1 colher de sopa de orégano', [3906, 3, 'colher de sopa', 1]],
  ['1 colher de sopa de pimenta-do-reino', [3907, 6, 'colher de sopa', 1]],
  ['1 colher de sopa de mostarda', [3908, 15, 'colher de sopa', 1]],
  // Chocolate em pó: Casa e Jardim "chocolate ou cacau em pó, 1 xícara = 96 g".
  ['1 xícara de chocolate em pó', [3909, 96, 'xícara de chá', 1]],
  // Achocolatado in a cake: the powder's cup (Casa e Jardim 96 g), not the drink a diary's cup is.
  ['1 xícara de achocolatado', [491, 96, 'xícara de chá', 1]],
  // Uva passa: team estimate, 150 g a cup.
  ['1 xícara de uva passa', [3910, 150, 'xícara de chá', 1]],
  // The stock cube is the tablete (Caldo de galinha, tablete, 325: 10 g), not the chicken soup.
  ['1 cubo de caldo de galinha', [325, 10, 'cubo', 1]],
  // Cans and packages by their label: milho and ervilha drained 170 g (a 200 g can's "peso drenado"),
  // atum drained 120 g, sardinha
  // in oil the whole 125 g can (the canned sardine 319, not the roasted one a bare name finds).
  ['1 lata de milho verde', [45, 170, 'lata', 1]],
  ['1 lata de ervilha', [560, 170, 'lata', 1]],
  ['1 lata de atum', [277, 120, 'lata', 1]],
  ['1 lata de sardinha', [319, 125, 'lata', 1]],
  // Dry pasta (the raw form of "macarrão", 40): the 500 g pacote.
  ['1 pacote de macarrão', [40, 500, 'pacote', 1]],
  ['1 copo de requeijão', [468, 200, 'copo', 1]],
  ['1 sachê de molho de tomate', [159, 340, 'sachê', 1]],
  ['1 caixinha de molho de tomate', [159, 340, 'caixinha', 1]],
  ['1 lata de molho de tomate', [159, 340, 'lata', 1]],
  // A caixa is the caixinha of cream (200 g), the litre carton of milk.
  ['1 caixa de creme de leite', [447, 200, 'caixinha', 1]],
  ['1 caixa de leite', [458, 1000, 'caixa', 1]],
  // Champignon (the POF's canned mushrooms, 1216): a vidro's drained 100 g.
  ['1 vidro de champignon', [1216, 100, 'vidro', 1]],
  // Liquids: Espaço Gourmet "1 xícara = 240 ml", read as grams. Coconut milk's POF measures have only
  // a xícara de café (50 g): a recipe's bare "xícara" is the teacup; coffee's own stays its small cup.
  ['1 xícara de suco de laranja', [215, 240, 'xícara de chá', 1]],
  ['1 xícara de leite de coco', [523, 240, 'xícara de chá', 1]],
  ['1 xícara de café', [471, 50, 'xícara de café', 1]],
  ['1 xícara de molho de tomate', [159, 240, 'xícara de chá', 1]],
  // Dry ingredients' cups (team estimates, kitchen-measures.ts): parmesão 80, fubá 120, aveia 80,
  // farinha de mandioca 150, farofa 130, coco 80, leite em pó 100 (not the dairy default's liquid
  // 200), nozes 100, granola 100, azeitona 130.
  ['1 xícara de queijo ralado', [464, 80, 'xícara de chá', 1]],
  ['1 xícara de fubá', [43, 120, 'xícara de chá', 1]],
  ['1 xícara de aveia', [7, 80, 'xícara de chá', 1]],
  ['1 xícara de farinha de mandioca', [121, 150, 'xícara de chá', 1]],
  ['1 xícara de farofa', [131, 130, 'xícara de chá', 1]],
  ['1 xícara de coco ralado', [590, 80, 'xícara de chá', 1]],
  ['1 xícara de leite em pó', [459, 100, 'xícara de chá', 1]],
  ['1 xícara de nozes', [597, 100, 'xícara de chá', 1]],
  ['1 xícara de granola', [3901, 100, 'xícara de chá', 1]],
  ['1 xícara de azeitona', [521, 130, 'xícara de chá', 1]],
  // Polvilho doce as amido de milho (Casa e Jardim 130 g); amido's own colher de sopa, 8 g (not
  // the grain default's 25 g of cooked rice).
  ['2 xícaras de polvilho doce', [146, 260, 'xícara de chá', 2]],
  ['1 colher de sopa de amido de milho', [42, 8, 'colher de sopa', 1]],
  // Espaço Gourmet "Castanhas: 1 xícara = 140 g".
  ['1 xícara de castanha de caju', [588, 140, 'xícara de chá', 1]],
  ['1 xícara de amendoim', [558, 140, 'xícara de chá', 1]],
  // A pinch: 1/8 of salt's colher de chá of 5 g (Receitas da Sônia, "1 colher/chá = 8 pitadas").
  ['1 pitada de sal', [517, 0.6, 'pitada', 1]],
  // A maço of couve (raw, 115): team estimate 200 g.
  ['1 maço de couve', [115, 200, 'maço', 1]],
  // A cutting word after the food: the raw onion's POF unidade média (70 g), however it is cut.
  ['1 cebola picada', [107, 70, 'unidade média', 1]],
  ['1 cebola cortada em rodelas', [107, 70, 'unidade média', 1]],
  // Weighed foods are raw: the chicken breast (409, not the grilled 410 "frango" finds), however it is cut.
  ['1 kg de frango cortado em cubos', [409, 1000, null, 1000]],
  // Sliced bread is pão de forma (1005, its POF fatia média 30 g), not the roll a bare "pão" finds.
  ['4 fatias de pão fatiado', [1005, 120, 'fatia média', 4]],
  // Names: calabresa is TACO's pork linguiça, patinho moído TACO's patinho, both raw when weighed (421, 376).
  ['300 g de linguiça calabresa', [421, 300, null, 300]],
  ['500 g de patinho moído', [376, 500, null, 500]],
  // Dry rice and beans when weighed (TACO 4 and 562, not the POF's cooked 1201 and 1202).
  ['500 g de arroz', [4, 500, null, 500]],
  ['500 g de feijão', [562, 500, null, 500]],
  ['1 kg de batata', [92, 1000, null, 1000]],
  // A cooked food the library derives by a cited yield has its TACO source as raw form: dry pasta with eggs.
  ['500 g de macarrão com ovos', [41, 500, null, 500]],
  // Words that say the food goes in prepared keep it so: TACO's cooked rice (3), the cooked breast (408).
  ['300 g de arroz cozido', [3, 300, null, 300]],
  ['200 g de frango desfiado', [408, 200, null, 200]],
  ['200 g de frango grelhado', [410, 200, null, 200]],
  // A food without a raw form in the tables stays as it is.
  ['100 g de queijo', [467, 100, null, 100]],
  // A whole vegetable: the POF's cooked abobrinha unidade (335 g); cooked berinjela has no whole weight,
  // the raw one's unidade grande does (200 g).
  ['1 abobrinha', [70, 335, 'unidade', 1]],
  ['1 berinjela', [96, 200, 'unidade grande', 1]],
  // A serving measure is the cooked food's: a concha of the POF's cooked beans (140 g), not of dry beans.
  ['1 concha de feijão', [1202, 140, 'concha média cheia', 1]],
];

const readLine = (line: string) => readRecipeLine(line, LIBRARY_CATALOG);

test.each(TABLE)('%s', (line, [foodId, grams, measure, quantity]) => {
  const read = readLine(line);
  expect(read.unknown).toEqual([]);
  expect(read.items.map((item) => [item.foodId, item.grams, item.measure, item.quantity])).toEqual([
    [foodId, grams, measure, quantity],
  ]);
});

test('pimenta-do-reino is the POF ground black pepper, written with or without hyphens', () => {
  expect(LIBRARY_CATALOG.byName('pimenta do reino')?.id).toBe(3907);
  expect(LIBRARY_CATALOG.byName('pimenta-do-reino')?.id).toBe(3907);
  expect(readLine('1 pitada de pimenta do reino').items[0]?.grams).toBe(0.3);
});

test('a cut after a food that has its own name keeps that name ("queijo ralado" is parmesão)', () => {
  expect(readLine('2 colheres de sopa de queijo ralado').items[0]?.foodId).toBe(464);
  expect(readLine('1 colher de sopa de gengibre ralado').unknown).toEqual(['1 colher de sopa de gengibre ralado']);
});

test('a food its name finds prepared and the line reads raw is marked, so the form can say so', () => {
  const flags = (line: string) => readLine(line).items.map((item) => [item.foodId, item.readAsRaw ?? false]);
  // Weighed: the cooked rice and the cooked ground beef a name finds, read raw.
  expect(flags('500 g de arroz')).toEqual([[4, true]]);
  // Raw for its measure: cooked rice has no xícara.
  expect(flags('2 xícaras de arroz, 500 g de carne moída')).toEqual([
    [4, true],
    [327, true],
  ]);
  // Read piece by piece: the cup of rice is raw, the ladles beside it cooked beans (1202), not 280 g of
  // dry ones; the rice typed "cru" beside a cup of it is raw as typed.
  expect(flags('1 xícara de arroz e 2 conchas de feijão')).toEqual([
    [4, true],
    [1202, false],
  ]);
  expect(readLine('1 xícara de arroz e 2 conchas de feijão').items[1]?.grams).toBe(280);
  expect(flags('2 xícaras de arroz, 200 g de arroz cru')).toEqual([
    [4, true],
    [4, false],
  ]);
  // Typed raw, typed prepared, raw by nature, or a measure of the food as eaten: nothing to say.
  expect(flags('500 g de carne moída crua')).toEqual([[327, false]]);
  expect(flags('300 g de arroz cozido')).toEqual([[3, false]]);
  expect(flags('1 cebola picada')).toEqual([[107, false]]);
  expect(flags('1 concha de feijão')).toEqual([[1202, false]]);
});

test('water is read in a recipe only, by its cups, glasses and spoons, in millilitres; it is no food of the tables nor of the diary', () => {
  const read = (line: string) =>
    readRecipeLine(line, LIBRARY_CATALOG).items.map(({ foodId, grams, measure }) => [foodId, grams, measure]);
  expect(read('4 xícaras de água fervente')).toEqual([[WATER_FOOD_ID, 960, 'xícara de chá']]);
  expect(read('1 copo americano de água gelada')).toEqual([[WATER_FOOD_ID, 150, 'copo americano']]);
  expect(read('2 colheres de sopa de água')).toEqual([[WATER_FOOD_ID, 30, 'colher de sopa']]);
  expect(read('1 litro de água filtrada')).toEqual([[WATER_FOOD_ID, 1000, null]]);
  expect(readRecipeLine('água do coco', LIBRARY_CATALOG).items[0]?.foodId).not.toBe(WATER_FOOD_ID);
  expect(amountUnitOf(WATER)).toBe('ml');
  expect(Object.values(WATER.nutrients ?? {}).every((value) => value === 0)).toBe(true);
  // Not a food a search, a name or the diary's quick entry finds.
  expect(FOODS.some((food) => food.id === WATER_FOOD_ID)).toBe(false);
  expect(LIBRARY_CATALOG.byName('água')).toBeUndefined();
  expect(parseQuickEntry('1 copo de água', LIBRARY_CATALOG).unknown).toEqual(['1 copo de água']);
  expect(getFoodById(WATER_FOOD_ID)).toBe(WATER);
  // The diary points such a phrase to the hydration screen.
  expect(['1 copo de água', '500 ml de água gelada', '2 copos de agua com gás'].every(namesWater)).toBe(true);
  expect(['água de coco', 'aguardente', '1 copo de suco', 'arroz com água'].some(namesWater)).toBe(false);
});
