import { expect, test } from 'vitest';
import { householdUnit } from '../domain/servings';
import { describeHomeMeasure } from '../domain/household-measure';
import { portionOrigin } from '../domain/portion-origin';
import { FOODS, getFoodById } from './foods';
import type { FoodRecord } from './food-types';

const PLANNABLE = FOODS.filter((food) => food.plannable);

const food = (id: number): FoodRecord => {
  const record = getFoodById(id);
  if (!record) throw new Error(`missing food ${id}`);
  return record;
};
const unitOf = (record: FoodRecord): string => householdUnit(record)?.label ?? '';

/**
 * Issue 30: units a dietitian would refuse for a kind of food. Each rule names the foods it covers
 * and the units that do not describe them as served.
 */
const IMPLAUSIBLE: { what: string; covers: (f: FoodRecord) => boolean; refused: RegExp }[] = [
  {
    what: 'creamy or spreadable foods are not sliced',
    covers: (f) => /requeijão|cremos|Maionese|Creme de leite|Manteiga|Margarina|Geléia|Doce, de leite/iu.test(f.name),
    refused: /^fatia/u,
  },
  {
    what: 'ground meat, hambúrguer and almôndegas are not a steak',
    covers: (f) => /moíd|Hambúrguer|almôndegas|Quibe|Croquete/u.test(f.name),
    refused: /^(filé|bife)/u,
  },
  {
    what: 'pork cuts, chicken parts and fish not sold as fillets are not a "filé"',
    covers: (f) =>
      /^(Porco|Toucinho|Frango, (asa|coxa|sobrecoxa|coração|fígado|inteiro)|Sardinha|Lambari|Manjuba|Atum)/u.test(
        f.name,
      ),
    refused: /^filé/u,
  },
  {
    what: 'stews and dishes are served by the ladle or spoon, not as a steak or fillet',
    covers: (f) =>
      /^(Estrogonofe|Barreado|Dobradinha|Sarapatel|Camarão à baiana|Feijoada|Feijão tropeiro|Vaca atolada)/u.test(
        f.name,
      ),
    refused: /^(filé|bife|unidade)/u,
  },
  {
    what: 'solid fruit is not served in a glass',
    covers: (f) => f.kind === 'fruit',
    refused: /^(copo|xícara)/u,
  },
  {
    what: 'feijoada and fruit are not measured in the rice spoon',
    covers: (f) => f.kind === 'fruit' || /^Feijoada/u.test(f.name),
    refused: /^colher de arroz/u,
  },
  {
    what: 'a fruit pulp is not a whole fruit',
    covers: (f) => /polpa/u.test(f.name),
    refused: /^unidade/u,
  },
  {
    what: 'powders are measured by the spoon, not the glass',
    covers: (f) => /pó\b|, pó$/u.test(f.name) && f.kind !== 'beverage',
    refused: /^(copo|xícara de chá)/u,
  },
  {
    what: 'grated parmesan is not sliced',
    covers: (f) => /parmesão/u.test(f.name),
    refused: /^fatia/u,
  },
  {
    what: 'olives, tomatoes and canned peas are not served by the skimmer or ladle',
    covers: (f) => /^(Azeitona|Tomate, com semente|Ervilha, enlatada|Tremoço)/u.test(f.name),
    refused: /^(escumadeira|concha)/u,
  },
  {
    what: 'raw cereals and flours are not served by the skimmer',
    covers: (f) => f.kind === 'grain' && /, cru(a|s)?(,|$)|^Farinha/u.test(f.name),
    refused: /^(escumadeira|concha|prato)/u,
  },
];

test('every plannable food is counted in a unit plausible for it (issue 30)', () => {
  const wrong: string[] = [];
  for (const record of PLANNABLE) {
    const unit = unitOf(record);
    expect(unit, record.name).not.toBe('');
    for (const rule of IMPLAUSIBLE) {
      if (rule.covers(record) && rule.refused.test(unit)) wrong.push(`${record.name}: "${unit}" (${rule.what})`);
    }
  }
  expect(wrong).toEqual([]);
  // The rules cover the foods they mean to.
  for (const rule of IMPLAUSIBLE) expect(PLANNABLE.some(rule.covers), rule.what).toBe(true);
});

// The examples of the review (some already right since issue 29, kept so they stay right): each
// food in its own unit, the same one at every amount.
const EXAMPLES: [id: number, grams: number, text: string][] = [
  [537, 260, '2 conchas médias cheias (260 g)'], // Estrogonofe de carne, was "filés médios"
  [540, 225, '1 concha média cheia (225 g)'], // Feijoada, not "colheres de arroz"
  [214, 180, '1 unidade média (180 g)'], // Laranja pêra, not "copo americano"
  [226, 120, '1 pedaço pequeno (120 g)'], // Mamão papaia, not "colher de arroz"
  [168, 300, '1 tigela média (300 g)'], // Açaí, not "unidade média"
  [468, 20, '1 colher de sopa (20 g)'], // Requeijão, not "fatia"
  [91, 140, '1 unidade média (140 g)'], // Batata cozida, not "pratos de sobremesa"
  [551, 60, '3/4 de unidade (60 g)'], // Tapioca: one unit at 60 g and at 80 g
  [551, 80, '1 unidade (80 g)'],
  [464, 10, '2 colheres de sopa (10 g)'], // Parmesão ralado, not "fatia"
  [416, 112, '2 unidades (112 g)'], // Hambúrguer, not "filé médio"
  [428, 100, '1 bisteca média (100 g)'], // Bisteca, not "filé médio"
  [331, 100, '4 unidades médias (100 g)'], // Almôndegas, not "filé médio"
  [583, 20, '2 colheres de sopa (20 g)'], // Extrato de soja em pó, not "copo americano"
  [233, 100, '1 pacote (100 g)'], // Polpa de maracujá, not "unidade média 130 g"
  [458, 200, '1 xícara de chá (200 ml)'], // Leite integral, not "3/4 de copo médio"
  [1104, 160, '2 unidades (160 g)'], // Misto quente
];

test("the review's examples read in the food's own unit (issue 30)", () => {
  const read = EXAMPLES.map(([id, grams]) => [id, grams, describeHomeMeasure(food(id), grams)]);
  expect(read).toEqual(EXAMPLES);
});

test('a portion counted in a default (non-POF) measure says so; POF and label measures do not', () => {
  // Estrogonofe and hambúrguer: the team's estimate; rice and beans: IBGE POF.
  expect(portionOrigin(food(537)).measureEstimated).toBe(true);
  expect(portionOrigin(food(416)).measureEstimated).toBe(true);
  expect(portionOrigin(food(3)).measureEstimated).toBe(false);
  expect(portionOrigin(food(561)).measureEstimated).toBe(false);
  // Every plannable food: estimated exactly when its measures are the defaults.
  for (const record of PLANNABLE) {
    expect(portionOrigin(record).measureEstimated, record.name).toBe(record.measureSource === 'default');
  }
});
