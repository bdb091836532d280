import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '../data/food-catalog';
import type { FoodRecord } from '../data/food-types';
import { gramsOf } from './food-amount';
import { findFoodName } from './food-search';
import { parseQuickEntry, type QuickEntryCatalog } from './quick-entry';
import { servingProfile } from './servings';

/**
 * [foodId, grams, measure, quantity, assumed?]. Grams are literal: the count times the household
 * measure's grams read by hand in the data (IBGE POF 2008–2009 in
 * data/sources/household_measures_pof2008.json, or the defaults of data/food-measures.ts), given in
 * the comment of each row.
 */
type Expected = readonly [foodId: number, grams: number, measure: string | null, quantity: number, assumed?: 'assumed'];
type Row = readonly [sentence: string, items: readonly Expected[], unknown?: readonly string[]];

const A = 'assumed';
const TABLE: readonly Row[] = [
  // Issue 33's sentence: feijão (1202, POF like TACO 561) concha 140; arroz (1201, like TACO 3) colher
  // de sopa cheia 25; bife (346, POF unidade média 100 → bife médio); salada (1108) escumadeira 90.
  [
    '2 conchas de feijão, 4 colheres de arroz, 1 bife e salada',
    [
      [1202, 280, 'concha média cheia', 2],
      [1201, 100, 'colher de sopa cheia', 4],
      [346, 100, 'bife médio', 1],
      [1108, 90, 'escumadeira média cheia', 1, A],
    ],
  ],
  // Oats (7): a recipe's xícara de chá of 80 g (kitchen-measures.ts, team estimate). Milk (458): 200 ml read as 200 g.
  [
    'meia xícara de aveia com 200 ml de leite',
    [
      [7, 40, 'xícara de chá', 0.5],
      [458, 200, null, 200],
    ],
  ],
  // "pão francês com manteiga" is the mixture Pão com manteiga (1106): unidade 55.
  ['um pão francês com manteiga', [[1106, 55, 'unidade', 1]]],
  // Café com leite (1101) xícara de chá 200; mamão (226) fatia média 170.
  [
    'café com leite e 2 fatias de mamão',
    [
      [1101, 200, 'xícara de chá', 1, A],
      [226, 340, 'fatia média', 2],
    ],
  ],
  // Frango grelhado (410); banana (182) unidade 75.
  [
    '100g de frango grelhado; 1 banana',
    [
      [410, 100, null, 100],
      [182, 75, 'unidade', 1],
    ],
  ],
  // Amounts: "um e meio", "1 1/2", "½", "1 e 1/2", decimals with a comma, dúzia.
  ['um e meio copo de leite', [[458, 360, 'copo médio', 1.5]]], // copo médio 240
  ['1 1/2 xícara de leite', [[458, 300, 'xícara de chá', 1.5]]], // xícara de chá 200
  ['½ xícara de chá de leite', [[458, 100, 'xícara de chá', 0.5]]],
  ['1 e 1/2 concha de feijão', [[1202, 210, 'concha média cheia', 1.5]]],
  // Quarters and thirds of a cup are the count typed, not a tenth near it (3/4 is not 0,8).
  ['3/4 de xícara de leite', [[458, 150, 'xícara de chá', 0.75]]],
  ['¼ de xícara de leite', [[458, 50, 'xícara de chá', 0.25]]],
  ['1/3 de xícara de leite', [[458, 66.7, 'xícara de chá', 1 / 3]]],
  // A whole count and a fraction: "1 e 1/4", "2 e 3/4" (the fraction after "e" is not another food).
  ['1 e 1/4 concha de feijão', [[1202, 175, 'concha média cheia', 1.25]]],
  ['2 e 3/4 xícaras de leite', [[458, 550, 'xícara de chá', 2.75]]],
  [
    '1 pão e 1/4 de mamão',
    [
      [53, 50, 'unidade', 1],
      [226, 77.5, 'unidade média', 0.25],
    ],
  ],
  ['1,5 kg de melancia', [[235, 1500, null, 1500]]],
  ['0,5 kg de picanha', [[381, 500, null, 500]]],
  ['meio quilo de carne moída', [[326, 500, null, 500]]],
  ['2 l de água de coco', [[478, 2000, null, 2000]]],
  ['1.000 ml de água de coco', [[478, 1000, null, 1000]]],
  ['1.5 l de água de coco', [[478, 1500, null, 1500]]],
  ['uma dúzia de morangos', [[239, 144, 'unidade média', 12]]], // morango (239) unidade média 12
  ['meia dúzia de ovos', [[488, 270, 'unidade média', 6]]], // ovo cozido (488) unidade média 45
  ['meia banana', [[182, 37.5, 'unidade', 0.5]]],
  ['duas fatias de melancia', [[235, 400, 'fatia média', 2]]], // melancia (235) fatia média 200
  ['5 morangos', [[239, 60, 'unidade média', 5]]],
  ['3 castanhas', [[588, 7.5, 'unidade', 3]]], // castanha-de-caju (588) unidade 2.5 (named default)
  ['1 pão e meio', [[53, 75, 'unidade', 1.5]]],
  ['1 copo e meio de leite', [[458, 360, 'copo médio', 1.5]]],
  ['2 colheres e meia de arroz', [[1201, 62.5, 'colher de sopa cheia', 2.5]]],
  ['1 colher (sopa) de azeite', [[260, 8, 'colher de sopa', 1]]],
  // Salt said without an amount is a pinch (0.6 g), not a 5 g teaspoon; tomate (157) unidade média 100.
  [
    'tomate com sal',
    [
      [157, 100, 'unidade média', 1, A],
      [517, 0.6, 'pitada', 1, A],
    ],
  ],
  // A fraction after "e" and a measure adds to its count; a weight's half too (batata 91, 1.5 kg).
  ['1 concha e 1/4 de feijão', [[1202, 175, 'concha média cheia', 1.25]]],
  ['1 kg e meio de batata', [[91, 1500, null, 1500]]],
  // Half a gram is no amount anyone means: "e meio" after grams starts another food (meia batata, 70 g).
  ['500 g e meio de batata', [[91, 70, 'unidade média', 0.5]], ['500 g']],
  // A half or a fraction that starts an amount of its own after "e" is the next food's, not the one before.
  [
    'arroz e 1/2 concha de feijão',
    [
      [1201, 85, 'escumadeira média cheia', 1, A],
      [1202, 70, 'concha média cheia', 0.5],
    ],
  ],
  [
    'arroz e meia xícara de leite',
    [
      [1201, 85, 'escumadeira média cheia', 1, A],
      [458, 100, 'xícara de chá', 0.5],
    ],
  ],
  // Mamão (226) unidade média 310.
  [
    'arroz e 1/4 de mamão',
    [
      [1201, 85, 'escumadeira média cheia', 1, A],
      [226, 77.5, 'unidade média', 0.25],
    ],
  ],
  // A weight in parentheses gives the grams; a size after the food picks that size of its unit.
  ['1 copo (200 ml) de leite', [[458, 200, null, 200]]],
  [
    '1 concha (140g) de feijão e 1 bife (120 g)',
    [
      [1202, 140, null, 140],
      [346, 120, null, 120],
    ],
  ],
  ['banana (100g)', [[182, 100, null, 100]]],
  ['1 copo (grande) de leite', [[458, 300, 'copo grande', 1]]], // leite (458) copo grande 300
  ['1 maçã pequena', [[222, 90, 'unidade pequena', 1]]], // maçã (222) unidade pequena 90
  ['maçã pequena', [[222, 90, 'unidade pequena', 1, A]]],
  // The amount after the food.
  ['arroz 100g', [[1201, 100, null, 100]]],
  ['feijão carioca 1 concha', [[561, 140, 'concha média cheia', 1]]],
  ['frango 150g', [[410, 150, null, 150]]],
  // Household measures: spoons.
  ['3 colheres de sopa cheias de arroz', [[1201, 75, 'colher de sopa cheia', 3]]],
  ['4 colheres de arroz integral', [[1, 80, 'colher de sopa cheia', 4]]], // arroz integral (1) colher 20
  ['3 colheres de sopa de farofa', [[131, 75, 'colher de sopa cheia', 3]]], // farofa (131) default 25
  ['2 colheres de servir de batata doce', [[88, 200, 'colher de servir', 2]]], // batata doce (88) 100
  ['1 colher de requeijão', [[468, 20, 'colher de sopa', 1]]], // requeijão (468) named default 20
  ['1 colher de chá de mel', [[507, 3, 'colher de chá', 1]]], // mel (507) colher de chá 3
  ['1 colher de sobremesa de doce de leite', [[501, 25, 'colher de sobremesa cheia', 1]]], // 501: 25
  ['1 colher de sopa e meia de azeite', [[260, 12, 'colher de sopa', 1.5]]], // azeite (260) 8
  ['1 ponta de faca de manteiga', [[261, 5, 'ponta de faca', 1]]], // manteiga (261) 5
  // Ladles, skimmers, tongs, bowls.
  ['1 concha de feijão preto', [[567, 140, 'concha média cheia', 1]]], // feijão preto (567) 140
  ['1 concha de grão de bico', [[1003, 140, 'concha média cheia', 1]]], // grão-de-bico (1003) legume default 140
  ['1 escumadeira de arroz integral', [[1, 59, 'escumadeira média cheia', 1]]], // arroz integral 59
  ['1 pegador de macarrão', [[1001, 110, 'pegador', 1]]], // macarrão (1001) pegador 110
  ['1 tigela de uva', [[256, 140, 'tigela', 1]]], // uva (256) tigela 140
  ['2 rodelas de kiwi', [[207, 22, 'rodela', 2]]], // kiwi (207) rodela 11
  // Cups, glasses, cans.
  ['1 copo de suco de laranja', [[215, 240, 'copo médio', 1]]], // suco (215) beverage default 240
  ['1 copo americano de café', [[471, 150, 'copo americano', 1]]], // café (471) copo americano 150
  ['uma xícara de chá de leite desnatado', [[457, 200, 'xícara de chá', 1]]], // 457 xícara de chá 200
  ['1 xícara de chá', [[477, 200, 'xícara de chá', 1]]], // chá preto (477) xícara de chá 200
  ['1 lata de refrigerante', [[480, 350, 'lata de 350ml', 1]]], // refrigerante (480) lata 350
  ['1 latinha de refrigerante', [[480, 350, 'lata de 350ml', 1]]],
  ['2 taças de cerveja', [[474, 300, 'taça', 2]]], // cerveja (474) taça 150
  ['1 copo de leite com nescau', [[455, 240, 'copo médio', 1]]], // achocolatado (455) copo médio 240
  // Yoghurt (448) has no xícara: the dairy default "xícara de chá" 200 g answers.
  ['1 xícara de iogurte', [[448, 200, 'xícara de chá', 1]]],
  // Lentils (577) own concha 160 g, not the legume default of 140 g.
  ['1 concha de lentilha', [[577, 160, 'concha média cheia', 1]]],
  // Slices, pieces, units, steaks and fillets.
  ['3 fatias de queijo minas', [[461, 135, 'fatia média', 3]]], // queijo minas (461) fatia média 45
  ['1 fatia de abacaxi', [[164, 75, 'fatia média', 1]]], // abacaxi (164) fatia média 75
  ['2 pedaços de bolo de milho', [[18, 120, 'fatia média', 2]]], // bolo de milho (18) fatia média 60
  ['1 pedaço de mandioca', [[129, 100, 'pedaço médio', 1]]], // mandioca (129) pedaço médio 100
  ['1 unidade de maçã', [[222, 150, 'unidade média', 1]]], // maçã (222) unidade média 150
  ['2 unidades de pão francês', [[53, 100, 'unidade', 2]]], // pão francês (53) unidade 50
  ['1 gomo de linguiça', [[423, 60, 'gomo', 1]]], // linguiça (423) gomo 60
  ['2 gomos de laranja', [[214, 36, 'gomo', 2]]], // laranja (214) gomo 18
  ['1 bife de alcatra', [[370, 100, 'bife médio', 1]]], // alcatra (370) bife médio 100
  ['um filé de tilápia', [[1004, 100, 'filé médio', 1]]], // tilápia (1004) filé médio 100
  ['2 bifes de frango', [[410, 200, 'filé médio', 2]]], // a bife of chicken is its filé médio 100
  ['2 coxas de frango', [[396, 110, 'coxa grande', 2]]], // coxa (396) coxa grande 55
  ['2 dentes de alho', [[82, 8.8, 'unidade', 2]]], // alho (82) unidade 4.4: a clove
  ['1 lata de leite condensado', [[453, 395, 'lata', 1]]], // leite condensado (453) lata 395
  ['1 punhado de amendoim', [[558, 30, 'punhado', 1]]], // amendoim (558) punhado 30
  ['1 pacote de biscoito', [[13, 200, 'pacote', 1]]], // cream cracker (13) pacote 200
  // A count without a measure is the food's own unit.
  [
    '2 ovos mexidos e 1 fatia de pão de forma',
    [
      [490, 100, 'unidade média', 2],
      [1005, 30, 'fatia média', 1],
    ],
  ],
  ['2 torradas', [[63, 16, 'unidade', 2]]], // torrada (63) unidade 8
  ['3 ovos fritos', [[490, 150, 'unidade média', 3]]], // ovo frito (490) unidade média 50
  ['1 omelete', [[484, 110, 'unidade', 1]]], // omelete (484) named default 110
  ['2 bananas prata', [[182, 150, 'unidade', 2]]],
  [
    '3 biscoitos maisena e 1 refrigerante',
    [
      [8, 15, 'unidade', 3], // biscoito maisena (8) unidade 5
      [480, 240, 'copo médio', 1],
    ],
  ],
  // "e" and "com" between foods, unless the whole is one food.
  [
    'arroz com feijão e bife',
    [
      [1105, 85, 'escumadeira média cheia', 1, A],
      [346, 100, 'bife médio', 1, A],
    ],
  ],
  ['ARROZ E FEIJAO', [[1105, 85, 'escumadeira média cheia', 1, A]]],
  ['leite com achocolatado', [[455, 200, 'xícara de chá', 1, A]]],
  ['pão com ovo', [[1107, 100, 'unidade', 1, A]]],
  [
    '1 xícara de café com 1 colher de açúcar',
    [
      [471, 50, 'xícara de café', 1], // café (471) xícara de café 50
      [494, 5, 'colher de chá cheia', 1], // açúcar (494) is counted by the colher de chá cheia, 5
    ],
  ],
  [
    '1/2 xícara de sucrilhos com leite',
    [
      [26, 15, 'xícara', 0.5], // sucrilhos (26) xícara 30
      [458, 200, 'xícara de chá', 1, A],
    ],
  ],
  [
    '1 tapioca com queijo',
    [
      [551, 80, 'unidade', 1],
      [467, 15, 'fatia média', 1, A],
    ],
  ], // 551 unidade 80; queijo prato (467) 15
  [
    'Arroz, feijão, bife, salada',
    [
      [1201, 85, 'escumadeira média cheia', 1, A],
      [1202, 140, 'concha média cheia', 1, A],
      [346, 100, 'bife médio', 1, A],
      [1108, 90, 'escumadeira média cheia', 1, A],
    ],
  ],
  // Other separators: "+", new lines, a final period; filler words at the start.
  [
    '1 fatia de bolo de chocolate + 1 copo de suco de laranja.',
    [
      [16, 60, 'fatia média', 1], // bolo de chocolate (16) fatia média 60
      [215, 240, 'copo médio', 1],
    ],
  ],
  [
    '200 g de arroz\n1 concha de feijão preto',
    [
      [1201, 200, null, 200],
      [567, 140, 'concha média cheia', 1],
    ],
  ],
  [
    'comi 2 ovos e um pão',
    [
      [488, 90, 'unidade média', 2],
      [53, 50, 'unidade', 1],
    ],
  ],
  ['hoje eu comi pao frances', [[53, 50, 'unidade', 1, A]]],
  [
    'café da manhã: pão com manteiga e café',
    [
      [1106, 55, 'unidade', 1, A],
      [471, 50, 'xícara de café', 1, A],
    ],
  ],
  // Pão integral (52) fatia 25; requeijão without an amount is its colher de sopa (20).
  [
    '2 fatias de pão integral com requeijão',
    [
      [52, 50, 'fatia', 2],
      [468, 20, 'colher de sopa', 1, A],
    ],
  ],
  // Unknown words are pointed out, never guessed.
  ['remédio e refrigerante', [[480, 240, 'copo médio', 1, A]], ['remédio']],
  ['xyz e banana', [[182, 75, 'unidade', 1, A]], ['xyz']],
  ['nada', [], ['nada']],
  ['um monte de arroz', [], ['um monte de arroz']],
  // Measures the food (and its kind) does not have: the phrase is unknown.
  ['uma concha de macarrão', [], ['uma concha de macarrão']],
  ['1 concha grande de feijão', [], ['1 concha grande de feijão']],
  ['1 pote de feijão, 1 banana', [[182, 75, 'unidade', 1]], ['1 pote de feijão']],
  ['2 copos duplos de leite', [], ['2 copos duplos de leite']],
  // Banana (182) has only "unidade": a size it lacks is never read as another size.
  ['1 banana grande', [], ['1 banana grande']],
  ['2 bananas grandes e 1 maçã', [[222, 150, 'unidade média', 1]], ['2 bananas grandes']],
  // No xícara of cooked rice (what "arroz" finds on a plate; a recipe reads its raw form, raw-forms.ts).
  ['2 xícaras de arroz', [], ['2 xícaras de arroz']],
  // Açúcar (494): kitchen-measures.ts xícara de chá 210 (Casa e Jardim 2020: "1 xícara = 210 g");
  // creme de leite (447): the can, 300 ml (As Minhas Receitas), at about 1 g/ml.
  [
    '1 xícara de açúcar, 1 lata de creme de leite',
    [
      [494, 210, 'xícara de chá', 1],
      [447, 300, 'lata', 1],
    ],
  ],
  // Kitchen measures of raw ingredients (kitchen-measures.ts), each read by hand in its cited table:
  // Casa e Jardim 2020 farinha de trigo xícara 130 g; azeite/óleos xícara 216 g.
  ['1 xícara de farinha de trigo', [[35, 130, 'xícara de chá', 1]]],
  // Everyday foods TACO lacks, from the POF (derived foods 1211–1214), by the team's estimated measures.
  [
    '2 salsichas e 3 fatias de bacon',
    [
      [1212, 100, 'unidade', 2],
      [1211, 30, 'fatia', 3],
    ],
  ],
  ['2 bolas de sorvete de chocolate', [[1213, 160, 'bola média', 2]]],
  // A square of a chocolate bar: the POF's pedaço, 6,3 g (chocolate ao leite, 495).
  ['3 pedaços de chocolate', [[495, 18.9, 'pedaço', 3]]],
  // A plate of cooked pasta (1001): the POF's prato raso cheio, 320 g.
  ['1 prato de macarrão', [[1001, 320, 'prato raso cheio', 1]]],
  // Chicken wings: the POF's roasted wing (1215), by the raw wing's asa média (40 g).
  ['3 asinhas de frango', [[1215, 120, 'asa média', 3]]],
  ['3 asinhas assadas', [[1215, 120, 'asa média', 3]]],
  // A measure word in a count is that measure: the POF's espiga grande of corn, 100 g (kitchen-measures.ts),
  // not two spoons; one the food lacks leaves the count unknown.
  ['2 espigas de milho', [[44, 200, 'espiga', 2]]],
  ['1 posta de peixe', [], ['1 posta de peixe']],
  // Herbal teas are TACO's herbal infusion (475), an espresso its coffee by the xícara de café (471).
  ['1 xícara de chá de camomila', [[475, 200, 'xícara de chá', 1]]],
  ['2 cafés expressos', [[471, 100, 'xícara de café', 2]]],
  // A chopp is TACO's pilsen beer, by its glass.
  ['2 chopes', [[474, 480, 'copo médio', 2]]],
  // A cereal bar with chocolate is one bar, not a bar and a chocolate tablete.
  ['1 barrinha de cereal com chocolate', [[3918, 25, 'unidade', 1]]],
  // "legumes" beside a plate are the steamed mixed vegetables (546).
  [
    'frango grelhado com legumes',
    [
      [410, 100, 'filé médio', 1, A],
      [546, 90, 'escumadeira média cheia', 1, A],
    ],
  ],
  ['1 colher de sopa de catchup', [[1214, 15, 'colher de sopa', 1]]],
  ['meia xícara de óleo', [[272, 108, 'xícara de chá', 0.5]]],
  // Manteiga (261) has its own POF xícara de chá (155 g), which wins over the kitchen 227 g.
  ['2 xícaras de manteiga', [[261, 310, 'xícara de chá', 2]]],
  // Espaço Gourmet: "Arroz 1 xícara = 200 g" (raw rice, TACO 4).
  ['2 xícaras de arroz cru', [[4, 400, 'xícara de chá', 2]]],
  // The food's own POF spoon wins over the kitchen one: açúcar (494) colher de sopa cheia 24.
  ['1 colher de sopa de açúcar', [[494, 24, 'colher de sopa cheia', 1]]],
  // A typed count of a fruit served by the piece is the whole fruit: POF mamão (226) unidade média
  // 310, melão (236) unidade média 660, abacaxi (164) unidade média 750; melancia (235) has no whole
  // weight in the POF, so half of one is unknown. Without a number the serving stays the piece.
  ['meio mamão', [[226, 155, 'unidade média', 0.5]]],
  ['1 mamão', [[226, 310, 'unidade média', 1]]],
  ['meio melão', [[236, 330, 'unidade média', 0.5]]],
  ['1 abacaxi', [[164, 750, 'unidade média', 1]]],
  ['meia melancia', [], ['meia melancia']],
  ['mamão', [[226, 120, 'pedaço pequeno', 1, A]]],
  // Abacate (163) is served by the spoon, uva (256) by the bunch: counted, the whole fruit (POF unidade
  // média 430 g) and the grape (unidade média 8 g), not half a spoon or ten bunches.
  ['meio abacate', [[163, 215, 'unidade média', 0.5]]],
  ['10 uvas', [[256, 80, 'unidade média', 10]]],
  ['1 cacho de uva', [[256, 170, 'cacho pequeno', 1]]],
  // A typed count of a vegetable served by the spoon or the leaf is the whole vegetable: POF abobrinha
  // (70) unidade 335, chuchu (112) unidade média 230, alface (78) unidade média 200. Cooked berinjela,
  // repolho and brócolis have no whole weight: unknown, not one spoon or one leaf. Without a number, or
  // for a salad, the serving stays the spoon.
  ['1 abobrinha', [[70, 335, 'unidade', 1]]],
  ['1 chuchu', [[112, 230, 'unidade média', 1]]],
  ['1 alface', [[78, 200, 'unidade média', 1]]],
  ['1 berinjela', [], ['1 berinjela']],
  ['1/2 repolho', [], ['1/2 repolho']],
  ['abobrinha', [[70, 90, 'escumadeira média cheia', 1, A]]],
  // Unless the words name the part counted: leaves of mostarda (135) and jambu (1210).
  ['1 folha de mostarda', [[135, 10, 'folha', 1]]],
  ['2 folhas de jambu', [[1210, 20, 'folha média', 2]]],
  ['1 salada de alface e tomate', [[1108, 90, 'escumadeira média cheia', 1]]],
  // An omelette of N eggs is the POF's plain omelette (3067) by its measure of one egg ("Omelete -
  // unidade pequena com 1 ovo", 65 g), not the cheese omelette a bare "omelete" is (with boiled eggs).
  ['omelete de 2 ovos', [[3067, 130, 'unidade pequena', 2]]],
  ['uma omelete com três ovos', [[3067, 195, 'unidade pequena', 3]]],
  [
    'omelete de 2 ovos com queijo',
    [
      [3067, 130, 'unidade pequena', 2],
      [467, 15, 'fatia média', 1, A],
    ],
  ],
  // A fruit counted by its pacote or tigela keeps it: açaí (food-measures.ts tigela média 300).
  ['1 açaí', [[168, 300, 'tigela média', 1]]],
  // Leite condensado (453): lata or caixinha of 395 g (Revista Menu, Nestlé's pudim recipe).
  ['1 lata de leite condensado', [[453, 395, 'lata', 1]]],
  ['meia caixinha de leite condensado', [[453, 197.5, 'caixinha', 0.5]]],
  // Fermento químico (513) has no POF measure: Casa e Jardim 2020 colher de sopa 12 g (not the
  // generic 15 g of its kind), colher de chá 4 g.
  ['1 colher de sopa de fermento em pó', [[513, 12, 'colher de sopa', 1]]],
  ['2 colheres de chá de fermento químico', [[513, 8, 'colher de chá', 2]]],
];

test('the table has at least 60 sentences', () => {
  expect(TABLE.length).toBeGreaterThanOrEqual(60);
});

const CASES = TABLE.map(([sentence, items, unknown = []]) => ({ sentence, items, unknown }));

test.each(CASES)('$sentence', ({ sentence, items, unknown }) => {
  const result = parseQuickEntry(sentence, LIBRARY_CATALOG);
  expect(
    result.items.map((item) => [item.foodId, item.grams, item.measure, item.quantity, ...(item.assumed ? [A] : [])]),
  ).toEqual(items);
  expect(result.unknown).toEqual(unknown);
});

test('each item names its catalogue food and the words it was read from', () => {
  const { items } = parseQuickEntry('2 conchas de feijão, 4 colheres de arroz, 1 bife e salada', LIBRARY_CATALOG);
  expect(items.map(({ text, food }) => [text, food])).toEqual([
    ['2 conchas de feijão', 'Feijão, cozido, preparo caseiro'],
    ['4 colheres de arroz', 'Arroz, branco, cozido, preparo caseiro'],
    ['1 bife', 'Carne, bovina, contra-filé, sem gordura, grelhado'],
    ['salada', 'Salada de alface e tomate'],
  ]);
  expect(items[3]?.assumed).toBe(true);
  expect(items[0]).not.toHaveProperty('assumed');
});

test('blank text reads as nothing', () => {
  expect(parseQuickEntry('', LIBRARY_CATALOG)).toEqual({ items: [], unknown: [] });
  expect(parseQuickEntry(' , ; \n ', LIBRARY_CATALOG)).toEqual({ items: [], unknown: [] });
});

test('a person’s own food is found by its name, with its own measure, before the library', () => {
  const own: FoodRecord = {
    id: -7,
    name: 'Pão de fermentação natural',
    group: 'Meus alimentos',
    kind: 'bread',
    per100g: { kcal: 250, protein: 9, carbs: 50, fat: 1.5, fiber: 3 } as FoodRecord['per100g'],
    measures: [{ label: 'fatia', grams: 40 }],
    measureSource: 'label',
    serving: { label: 'fatia', grams: 40 },
    glycemic: null,
    plannable: true,
  };
  const catalog: QuickEntryCatalog = {
    byName: (name) =>
      findFoodName(name, [{ name: own.name, foodId: own.id, type: 'alias' }]) ? own : LIBRARY_CATALOG.byName(name),
  };
  const result = parseQuickEntry('2 fatias de pão de fermentação natural e 1 banana', catalog);
  expect(result.items.map(({ foodId, grams, measure }) => [foodId, grams, measure])).toEqual([
    [-7, 80, 'fatia'],
    [182, 75, 'unidade'],
  ]);
});

test('an item counted in a measure is that many of it: the diary saves the measure and count, and gets the same grams', () => {
  for (const sentence of [
    '3/4 de xícara de leite',
    '¼ de xícara de açúcar',
    '2/3 xícara de leite',
    '1 e 1/2 concha de feijão',
  ]) {
    const [item] = parseQuickEntry(sentence, LIBRARY_CATALOG).items;
    const food = LIBRARY_CATALOG.byId(item!.foodId)!;
    expect(gramsOf(food, item!.measure!, item!.quantity), sentence).toBe(item!.grams);
  }
});

test('the same sentence always reads the same', () => {
  const sentence = '2 conchas de feijão, 4 colheres de arroz, 1 bife e salada';
  expect(parseQuickEntry(sentence, LIBRARY_CATALOG)).toEqual(parseQuickEntry(sentence, LIBRARY_CATALOG));
});

test('a long sentence reads every food (runs of at most 20 words are tried per food)', () => {
  const { items, unknown } = parseQuickEntry('feijão e '.repeat(55).trim(), LIBRARY_CATALOG);
  expect(items).toHaveLength(55);
  expect(items.every((item) => item.foodId === 1202 && item.grams === 140)).toBe(true);
  expect(unknown).toEqual([]);
});

test('everyday names and packages of a diary: "coca" and "refri" are the cola, a pote of yoghurt the POF’s 200 g pot', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  expect(read('1 lata de coca').items).toMatchObject([{ foodId: 480, grams: 350 }]);
  expect(read('um copo de refri').items).toMatchObject([{ foodId: 480, grams: 240 }]);
  // A diet cola is not the sugared one: left unknown, never counted as it.
  expect(read('1 lata de coca zero')).toMatchObject({ items: [], unknown: ['1 lata de coca zero'] });
  expect(read('1 pote de iogurte natural').items).toMatchObject([{ foodId: 448, grams: 200, measure: 'pote' }]);
  expect(read('1 pote de iogurte de morango').items).toMatchObject([{ foodId: 451, grams: 200, measure: 'pote' }]);
});

test('"sem açúcar" and "puro" after a drink are the drink as it is; "com açúcar" still adds the sugar', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  expect(read('café preto sem açúcar')).toMatchObject({ items: [{ foodId: 471 }], unknown: [] });
  expect(read('2 copos de chá mate sem açúcar')).toMatchObject({ items: [{ foodId: 476, grams: 480 }], unknown: [] });
  expect(read('1 xícara de café puro')).toMatchObject({ items: [{ foodId: 471, grams: 50 }], unknown: [] });
  expect(read('café com açúcar').items.map((item) => item.food)).toEqual(['Café, infusão 10%', 'Açúcar, refinado']);
});

/** Each sentence reads as its one food, [foodId, grams, measure, quantity, assumed?], with nothing unknown. */
function expectEachReadsAsOneFood(rows: readonly (readonly [string, Expected])[]) {
  for (const [sentence, expected] of rows) {
    const { items, unknown } = parseQuickEntry(sentence, LIBRARY_CATALOG);
    expect(
      items.map((item) => [item.foodId, item.grams, item.measure, item.quantity, ...(item.assumed ? [A] : [])]),
      sentence,
    ).toEqual([expected]);
    expect(unknown, sentence).toEqual([]);
  }
}

// Picolé (3911): IBGE POF 6900502 "Picolé de qualquer sabor industrializado", by the POF's own measure,
// "Picolé chicabon Kibon - unidade" 65 g (Tabela de Medidas Referidas, food 6900502 / preparation 99,
// measure 103 UNIDADE, in the transcription data/SOURCES.md cites for the dishes' servings; the
// TACO-linked sources/household_measures_pof2008.json has no picolé, sorvete or omelete). Sorvete
// (1213) by the POF's measures of 6900501: "Sorvete chocolate Nestlé - bola média" 80 g, the same for a
// casquinha (derived-foods.ts); "omelete" is TACO's "Omelete, de queijo" (484) at the team's unidade of 110 g;
// "omelete simples" the POF's 8506501 (3067), "Omelete - unidade pequena com 1 ovo" 65 g.
test('picolé, sorvete and omelete read as their foods: a picolé by its POF unidade, sorvete by the POF bola', () => {
  const rows: readonly (readonly [string, Expected])[] = [
    ['1 picolé', [3911, 65, 'unidade', 1]],
    ['picolé', [3911, 65, 'unidade', 1, A]],
    ['2 picolés', [3911, 130, 'unidade', 2]],
    ['um picolé de limão', [3911, 65, 'unidade', 1]],
    ['2 bolas de sorvete', [1213, 160, 'bola média', 2]],
    ['sorvete', [1213, 80, 'bola média', 1, A]],
    ['1 casquinha de sorvete', [1213, 80, 'casquinha', 1]],
    ['1 copinho de sorvete', [1213, 84, 'copinho', 1]],
    ['omelete', [484, 110, 'unidade', 1, A]],
    ['1 omelete', [484, 110, 'unidade', 1]],
    ['1 omelete simples', [3067, 65, 'unidade pequena', 1]],
  ];
  expectEachReadsAsOneFood(rows);
  // A light or diet picolé or sorvete is not the regular one: unknown, never counted as it.
  for (const sentence of ['1 picolé diet', 'picolé light', '1 bola de sorvete diet']) {
    expect(parseQuickEntry(sentence, LIBRARY_CATALOG), sentence).toEqual({ items: [], unknown: [sentence] });
  }
  // The POF row, with its measure cited; its protein "-" is 0 g only because its energy is all
  // carbohydrate and fat (4 × 19,23 + 9 × 0,24 = 79 kcal, the row's 79 kcal).
  const picole = LIBRARY_CATALOG.byId(3911);
  expect(picole).toMatchObject({ name: 'Picolé', kind: 'sugar', measureSource: 'pof', source: 'ibge-pof' });
  expect(picole?.per100g).toMatchObject({ kcal: 79, protein: 0, carbs: 19.2, fat: 0.2, fiber: null });
  expect(picole?.compositionSource).toContain('código 6900502, preparo 99');
  expect(picole?.compositionSource).toContain('4 × 19,23 + 9 × 0,24 = 79 kcal');
  expect(picole?.servingSource).toContain('1 unidade = 65 g (Picolé chicabon Kibon - unidade)');
});

test('the planner serves a picolé whole, as the diary counts it: one, or two, never part of one', () => {
  const picole = LIBRARY_CATALOG.byId(3911)!;
  for (const meal of ['breakfast', 'lunch', 'snack'] as const) {
    expect(servingProfile(picole, meal), meal).toMatchObject({
      typical: 65,
      min: 65,
      max: 130,
      step: 65,
      role: 'side',
      filler: false,
    });
  }
});

test('words without an amount before a colon head the list and are never a food; a spaced dash separates', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  // "prato feito" is a food, but here it names the plate whose foods follow: counted once, as listed.
  expect(read('prato feito: arroz, feijão e bife')).toMatchObject({
    items: [{ foodId: 1201 }, { foodId: 1202 }, {}],
    unknown: [],
  });
  expect(read('prato feito: arroz, feijão e bife').items).toHaveLength(3);
  expect(read('salada: alface e tomate').items.map((item) => item.food)).toEqual([
    'Alface, crespa, crua',
    'Tomate, com semente, cru',
  ]);
  // With an amount the words before the colon are a food, read with the manner after it.
  expect(read('2 ovos: mexidos')).toMatchObject({ items: [{ foodId: 490, grams: 100 }], unknown: [] });
  // Nothing after the colon: the words are the food.
  expect(read('arroz:').items).toMatchObject([{ foodId: 1201 }]);
  expect(read('lanche - 1 maçã')).toMatchObject({ items: [{ grams: 150 }], unknown: [] });
  expect(read('coca-cola e pão').items).toHaveLength(2);
  expect(read('jantei 2 ovos')).toMatchObject({ items: [{ grams: 90 }], unknown: [] });
});

// Purê de batata (3912), geleia de frutas (3913), vinagrete (3914), iogurte de frutas (3915) and
// caipirinha (3916): IBGE POF 2008–2009 rows 6503501, 6901001, 7079202, 7901201 and 8303101
// ("Não se aplica"), each by the POF's own measures of its food (Tabela de Medidas Referidas,
// preparation 99, in the transcription data/SOURCES.md cites for the dishes' servings): purê
// "Purê de batata - colher de arroz cheia" 80 g (measure 28 ESCUMADEIRA), "- colher de sopa cheia"
// 45 g, "- concha média rasa" 140 g; geleia "Geléia de fruta - colher de sopa cheia" 34 g, "- colher de
// chá cheia" 9,5 g; vinagrete "Molho à campanha - colher de sopa cheia" 30 g; iogurte "Copo americano"
// 150 g, pote "Iogurte natural - unidade" 200 g; caipirinha "copo médio" 240 g (its reference
// measure), "Copo americano" 150 g. Geleia de mocotó stays TACO's (502, colher de sopa cheia 34 g),
// "iogurte de morango" TACO's analysis (451, copo americano 150 g), "iogurte" the natural (448). The
// panqueca is the POF's dish 3053 already ("Panqueca - unidade média" 80 g). Wine is not in the
// library: its POF row (8302415) prints lipids "-", and its energy is the alcohol's.
test('purê, geleia, vinagrete, iogurte de frutas and caipirinha read as their POF foods, by their POF measures', () => {
  const rows: readonly (readonly [string, Expected])[] = [
    ['purê de batata', [3912, 80, 'escumadeira', 1, A]],
    ['purê', [3912, 80, 'escumadeira', 1, A]],
    ['2 colheres de purê', [3912, 90, 'colher de sopa cheia', 2]],
    ['1 concha de purê de batata', [3912, 140, 'concha média rasa', 1]],
    ['2 colheres de geleia', [3913, 68, 'colher de sopa cheia', 2]],
    ['1 colher de chá de geleia de morango', [3913, 9.5, 'colher de chá cheia', 1]],
    ['geleia de uva', [3913, 34, 'colher de sopa cheia', 1, A]],
    ['geleia de mocotó', [502, 34, 'colher de sopa cheia', 1, A]],
    ['vinagrete', [3914, 30, 'colher de sopa cheia', 1, A]],
    ['2 colheres de molho vinagrete', [3914, 60, 'colher de sopa cheia', 2]],
    ['1 iogurte de frutas', [3915, 150, 'copo americano', 1]],
    ['iogurte com sabor', [3915, 150, 'copo americano', 1, A]],
    ['1 pote de iogurte de abacaxi', [3915, 200, 'pote', 1]],
    ['1 iogurte de morango', [451, 150, 'copo americano', 1]],
    ['iogurte', [448, 150, 'copo americano', 1, A]],
    ['1 caipirinha', [3916, 240, 'copo médio', 1]],
    ['1 copo americano de caipirinha', [3916, 150, 'copo americano', 1]],
    ['1 panqueca', [3053, 80, 'unidade média', 1]],
  ];
  expectEachReadsAsOneFood(rows);
  // A caipirinha is poured: read in millilitres (1 ml = 1 g).
  expect(parseQuickEntry('1 caipirinha', LIBRARY_CATALOG).items[0]?.amountUnit).toBe('ml');
  // Diet, light and desnatado variants are not these foods, and wine has no plannable row: unknown.
  for (const sentence of [
    'geleia diet',
    '1 colher de geleia light',
    'iogurte de frutas desnatado',
    'iogurte de morango light',
    '1 taça de vinho',
    'vinho tinto',
  ]) {
    expect(parseQuickEntry(sentence, LIBRARY_CATALOG), sentence).toEqual({ items: [], unknown: [sentence] });
  }
  // Each cites its POF row and its measure.
  const cited: readonly (readonly [number, string, string])[] = [
    [3912, 'código 6503501, preparo 99', '1 escumadeira = 80 g (Purê de batata - colher de arroz cheia)'],
    [3913, 'código 6901001, preparo 99', '1 colher de sopa cheia = 34 g (Geléia de fruta - colher de sopa cheia)'],
    [3914, 'código 7079202, preparo 99', '1 colher de sopa cheia = 30 g (Molho à campanha - colher de sopa cheia)'],
    [3915, 'código 7901201, preparo 99', '1 copo americano = 150 g (Copo americano)'],
    [3916, 'código 8303101, preparo 99', '1 copo médio = 240 g (copo médio)'],
  ];
  for (const [id, row, measure] of cited) {
    const food = LIBRARY_CATALOG.byId(id);
    expect(food, String(id)).toMatchObject({ plannable: true, measureSource: 'pof', source: 'ibge-pof' });
    expect(food?.compositionSource, String(id)).toContain(row);
    expect(food?.servingSource, String(id)).toContain(measure);
  }
  // The caipirinha's energy is the row's as printed (143,9 kcal), not 4/4/9 of its macronutrients.
  expect(LIBRARY_CATALOG.byId(3916)?.per100g).toMatchObject({ kcal: 144, protein: 0.1, carbs: 37.9, fat: 0.1 });
});

test('the planner serves them by their kind: purê as a staple, geleia and vinagrete by the spoon, caipirinha a glass', () => {
  const food = (id: number) => LIBRARY_CATALOG.byId(id)!;
  // Purê: the tuber's 130 g (the POF's "porção Guia Alimentar" of purê), counted in escumadeiras.
  expect(servingProfile(food(3912), 'lunch')).toMatchObject({ typical: 130, role: 'main', filler: true });
  // Geleia: a sweet's 30 g beside the bread (about its colher de sopa cheia of 34 g), never a filler.
  expect(servingProfile(food(3913), 'breakfast')).toMatchObject({ typical: 30, role: 'side', filler: false });
  // Vinagrete: a sauce's 40 g (1 to 3 colheres de sopa), not a seasoning's pinch of 5 g.
  expect(servingProfile(food(3914), 'lunch')).toMatchObject({ typical: 40, min: 15, max: 100, role: 'side' });
  // Iogurte de frutas: a yoghurt's 170 g.
  expect(servingProfile(food(3915), 'snack')).toMatchObject({ typical: 170, role: 'main' });
  // Caipirinha: a drink at its glass (POF copo médio 240 ml), never raised to make up energy.
  expect(servingProfile(food(3916), 'lunch')).toMatchObject({ typical: 240, role: 'fixed', drink: true });
  // Chicken wings by the whole wing (asa média 40 g): three at lunch (two to five), two at a snack.
  expect(servingProfile(food(1215), 'lunch')).toMatchObject({ typical: 120, min: 80, max: 200, step: 40 });
  expect(servingProfile(food(1215), 'snack')).toMatchObject({ typical: 80, min: 40, max: 120, step: 40 });
  // A cereal bar: one or two whole bars (POF unidade 25 g), a side.
  expect(servingProfile(food(3918), 'snack')).toMatchObject({ typical: 25, min: 25, max: 50, step: 25, role: 'side' });
  // Sorvete: one or two of the POF's bolas médias (80 g), a side.
  expect(servingProfile(food(1213), 'snack')).toMatchObject({ typical: 80, min: 80, max: 160, role: 'side' });
});

test('a glass or a cup of a powder is its drink: "1 copo de achocolatado" is chocolate milk, spoons of it the powder', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  expect(read('1 copo de achocolatado')).toMatchObject({ items: [{ foodId: 455, grams: 240 }], unknown: [] });
  expect(read('1 caneca de achocolatado').items).toMatchObject([{ foodId: 455, grams: 300 }]);
  // The powder has a xícara too (96 g, a recipe's measure): in the diary a cup is drunk, 200 ml.
  expect(read('1 xícara de achocolatado').items).toMatchObject([{ foodId: 455, grams: 200, measure: 'xícara de chá' }]);
  expect(read('2 colheres de achocolatado').items).toMatchObject([{ foodId: 491 }]);
  // A recipe's cup of it is the powder.
  expect(parseQuickEntry('1 xícara de achocolatado', LIBRARY_CATALOG, { recipe: true }).items).toMatchObject([
    { foodId: 491, grams: 96 },
  ]);
});

test('after a colon or a spaced dash, an amount or a manner belongs to the food before it', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  expect(read('feijoada: 1 concha')).toMatchObject({ items: [{ food: 'Feijoada', grams: 225 }], unknown: [] });
  expect(read('pão francês: 2')).toMatchObject({ items: [{ foodId: 53, grams: 100 }], unknown: [] });
  expect(read('Leite: 500 ml')).toMatchObject({ items: [{ grams: 500, amountUnit: 'ml' }], unknown: [] });
  expect(read('ovos: mexidos')).toMatchObject({ items: [{ foodId: 490 }], unknown: [] });
  expect(read('café: sem açúcar')).toMatchObject({ items: [{ foodId: 471 }], unknown: [] });
  expect(read('Farinha de trigo: 2 xícaras')).toMatchObject({ items: [{ grams: 260 }], unknown: [] });
  expect(read('frango - 500 g')).toMatchObject({ items: [{ grams: 500 }], unknown: [] });
  expect(read('pão francês - 2')).toMatchObject({ items: [{ grams: 100 }], unknown: [] });
  // Foods on both sides of a dash are each a food.
  expect(read('arroz - feijão - bife').items).toHaveLength(3);
  expect(read('feijoada: 1 concha, arroz: 2 colheres').items.map((item) => item.grams)).toEqual([225, 50]);
});

test('"sem açúcar" is the drink as it is only for drinks without sugar of their own; other products stay unknown', () => {
  const read = (text: string) => parseQuickEntry(text, LIBRARY_CATALOG);
  expect(read('suco de laranja sem açúcar')).toMatchObject({ items: [{ foodId: 215 }], unknown: [] });
  expect(read('leite sem açúcar')).toMatchObject({ items: [{ foodId: 458 }], unknown: [] });
  for (const product of [
    'coca sem açúcar',
    'guaraná sem açúcar',
    'gelatina sem açúcar',
    'geleia sem açúcar',
    'achocolatado sem açúcar',
    'cappuccino sem açúcar',
    '1 xícara de chocolate em pó sem açúcar',
  ]) {
    expect(read(product), product).toEqual({ items: [], unknown: [product] });
  }
});

test('a chocolate picolé is not the water ice the POF measured: left unknown', () => {
  expect(parseQuickEntry('1 picolé de chocolate', LIBRARY_CATALOG)).toEqual({
    items: [],
    unknown: ['1 picolé de chocolate'],
  });
  expect(parseQuickEntry('1 picolé de limão', LIBRARY_CATALOG).items).toMatchObject([{ foodId: 3911, grams: 65 }]);
});

test('how a recipe readies a food after its name is not part of the name, after a size too', () => {
  expectEachReadsAsOneFood([
    ['1 cebola média picada', [107, 70, 'unidade média', 1]],
    ['2 dentes de alho amassados', [82, 8.8, 'unidade', 2]],
    ['2 tomates sem pele', [157, 200, 'unidade média', 2]],
    ['2 bananas nanicas maduras', [179, 150, 'unidade', 2]],
  ]);
});
