import { expect, test } from 'vitest';
import { findFoodName, searchFoodNames } from '../domain/food-search';
import { NUTRIENTS } from '../domain/nutrients';
import { LIBRARY_CATALOG } from './food-catalog';
import { FOODS, getFoodById } from './foods';
import { DISH_ID_MAX, DISH_ID_MIN, DISH_SPECS } from './dishes';
import pofDishes from './sources/ibge_pof_2008_dishes.json';

/**
 * Issue 34: what people type for a Brazilian dish (with and without accents, plurals, regional and
 * misspelled forms) and the built-in dish it must find. [typed, dish id]
 */
const TYPED: readonly (readonly [string, number])[] = [
  ['coxinha', 3001],
  ['coxinhas', 3001],
  ['Coxinha de frango', 3001],
  ['coxinha de galinha', 3001],
  ['pastel', 3002],
  ['pastéis', 3002],
  ['pasteis', 3002],
  ['pastel de feira', 3002],
  ['pastel de queijo', 3002],
  ['empada', 3003],
  ['empadinha', 3003],
  ['empadinhas', 3003],
  ['risole', 3004],
  ['rissoles', 3004],
  ['acarajé', 3005],
  ['acaraje', 3005],
  ['acarajés', 3005],
  ['quibe', 3006],
  ['kibe', 3006],
  ['quibes', 3006],
  ['abará', 3007],
  ['abara', 3007],
  ['croquete', 3008],
  ['croquetes', 3008],
  ['esfirra', 3009],
  ['esfiha', 3009],
  ['esfihas', 3009],
  ['sfiha', 3009],
  ['esfirra de carne', 3010],
  ['esfiha de queijo', 3011],
  ['esfirra de frango', 3013],
  ['enroladinho', 3014],
  ['bolinho de mandioca', 3015],
  ['bolinho de macaxeira', 3015],
  ['bolinho de bacalhau', 3016],
  ['bolinhos de bacalhau', 3016],
  ['paçoca de carne seca', 3017],
  ['salgado', 3018],
  ['salgados', 3018],
  ['cachorro-quente', 3020],
  ['cachorro quente', 3020],
  ['hot dog', 3020],
  ['dogão', 3020],
  ['x-salada', 3021],
  ['x-burguer', 3022],
  ['x burguer', 3022],
  ['xburguer', 3022],
  ['x-burger', 3022],
  ['cheeseburger', 3022],
  ['xis', 3022],
  ['bauru', 3024],
  ['pão com queijo', 3026],
  ['pão com mortadela', 3030],
  ['pao com mortadela', 3030],
  ['x-egg', 3032],
  ['x egg', 3032],
  ['x-tudo', 3033],
  ['xis tudo', 3033],
  ['sanduíche natural', 3034],
  ['sanduiche natural', 3034],
  ['sanduíches naturais', 3034],
  ['lanche natural', 3034],
  ['pizza', 3040],
  ['pizzas', 3040],
  ['fatia de pizza', 3040],
  ['pizza de calabresa', 3041],
  ['pizza calabresa', 3041],
  ['pizza de mussarela', 3042],
  ['pizza de muçarela', 3042],
  ['pizza de queijo', 3042],
  ['pizza portuguesa', 3044],
  ['lasanha', 3046],
  ['lasanhas', 3046],
  ['lasanha à bolonhesa', 3046],
  ['lasanha a bolonhesa', 3046],
  ['lazanha', 3046],
  ['nhoque ao sugo', 3048],
  ['canelone', 3049],
  ['caneloni', 3049],
  ['capeletti', 3050],
  ['capeleti', 3050],
  ['ravióli', 3051],
  ['ravioli', 3051],
  ['calzone', 3052],
  ['panqueca', 3053],
  ['panquecas', 3053],
  ['macarronada', 3054],
  ['macarrão à bolonhesa', 3054],
  ['macarrao a bolonhesa', 3054],
  ['espaguete à bolonhesa', 3054],
  ['macarrão ao sugo', 3056],
  ['macarrão alho e óleo', 3058],
  ['empadão', 3059],
  ['empadao', 3059],
  ['quiche', 3060],
  ['torta de frango', 3061],
  ['suflê', 3062],
  ['risoto', 3063],
  ['sushi', 3064],
  ['sushis', 3064],
  ['feijoada', 3070],
  ['feijoadas', 3070],
  ['feijoada completa', 3070],
  ['feijão tropeiro', 3071],
  ['feijao tropeiro', 3071],
  ['tropeiro', 3071],
  ['tutu', 3072],
  ['tutu de feijão', 3072],
  ['tutu à mineira', 3072],
  ['baião de dois', 3073],
  ['baiao de dois', 3073],
  ['baião de 2', 3073],
  ['arroz carreteiro', 3074],
  ['carreteiro', 3074],
  ['maria isabel', 3075],
  ['galinhada', 3076],
  ['galinhada goiana', 3076],
  ['arroz com galinha', 3077],
  ['arroz à grega', 3078],
  ['arroz a grega', 3078],
  ['arroz de cuxá', 3079],
  ['arrumadinho', 3080],
  ['strogonoff de carne', 3081],
  ['vaca atolada', 3082],
  ['carne de panela com batata', 3083],
  ['picadinho', 3084],
  ['frango ensopado', 3086],
  ['dobradinha', 3087],
  ['panelada', 3088],
  ['sarapatel', 3089],
  ['maniçoba', 3090],
  ['manicoba', 3090],
  ['charuto de repolho', 3091],
  ['bife à milanesa', 3092],
  ['bife a milanesa', 3092],
  ['bife empanado', 3092],
  ['frango empanado', 3093],
  ['frango à milanesa', 3093],
  ['quibebe', 3095],
  ['angu', 3097],
  ['polenta mole', 3098],
  ['angu à baiana', 3099],
  ['pirão', 3100],
  ['pirao', 3100],
  ['cuscuz paulista', 3101],
  ['cuscus paulista', 3101],
  ['salpicão', 3102],
  ['salpicao', 3102],
  ['salada de maionese', 3103],
  ['farofa de banana', 3104],
  ['moqueca', 3110],
  ['moquecas', 3110],
  ['moqueca baiana', 3110],
  ['moqueca de peixe', 3110],
  ['moqueca capixaba', 3111],
  ['bobó de camarão', 3112],
  ['bobo de camarao', 3112],
  ['vatapá', 3113],
  ['vatapa', 3113],
  ['caruru', 3114],
  ['tacacá', 3115],
  ['tacaca', 3115],
  ['pato no tucupi', 3183],
  ['pato ao tucupi', 3183],
  ['sopa', 3120],
  ['sopas', 3120],
  ['sopa de legumes', 3120],
  ['sopão', 3120],
  ['canja', 3121],
  ['canja de galinha', 3121],
  ['caldo verde', 3122],
  ['caldinho de feijão', 3123],
  ['sopa de abóbora', 3127],
  ['prato feito', 3130],
  ['prato nordestino', 3131],
  ['canjica', 3140],
  ['mungunzá', 3141],
  ['munguzá', 3141],
  ['curau', 3142],
  ['pamonha', 3143],
  ['pamonhas', 3143],
  ['mingau', 3144],
  ['mingau de aveia', 3144],
  ['arroz doce', 3145],
  ['arroz-doce', 3145],
  ['sagu', 3146],
  ['salada de frutas', 3147],
  ['salada de fruta', 3147],
  ['açaí com granola', 3148],
  ['pudim', 3149],
  ['pudins', 3149],
  ['pudim de leite', 3149],
  ['quindim', 3151],
  ['pavê', 3152],
  ['pave', 3152],
  ['mousse', 3153],
  ['musse', 3153],
  ['manjar', 3154],
  ['torta de limão', 3155],
  ['brigadeiro', 3156],
  ['brigadeiros', 3156],
  ['negrinho', 3156],
  ['cocada', 3157],
  ['churros', 3158],
  ['churro', 3158],
  ['sonho', 3159],
  ['pão de queijo', 3160],
  ['pães de queijo', 3160],
  ['pao de queijo', 3160],
  ['queijadinha', 3161],
  ['virado à paulista', 3170],
  ['virado a paulista', 3170],
  ['virado', 3170],
  ['barreado', 3171],
  ['bife a cavalo', 3172],
  ['bife à cavalo', 3172],
  ['estrogonofe de frango', 3173],
  ['strogonoff de frango', 3173],
  ['camarão à baiana', 3175],
  ['tabule', 3176],
  ['yakisoba', 3177],
  ['yakissoba', 3177],
  ['escondidinho', 3180],
  ['escondidinhos', 3180],
  ['escondidinho de carne seca', 3180],
  ['escondidinho de carne de sol', 3180],
  ['escondidinho de frango', 3182],
  ['bife acebolado', 3181],
  ['bife com cebola', 3181],
  ['carne acebolada', 3181],
];

/** Names of the dish list that are not dishes: they find the right food all the same. [typed, food id] */
const NOT_DISHES: readonly (readonly [string, number])[] = [
  ['granola', 3901],
  ['queijo coalho', 3902],
  ['queijo de coalho', 3902],
  ['pasta de amendoim', 3903],
  ['manteiga de amendoim', 3903],
  ['peito de peru', 3904],
  ['blanquet de peru', 3904],
  ['carne de sol', 384],
  ['carne-de-sol', 384],
];

test('at least 150 names as people type them find their built-in dish', () => {
  expect(TYPED.length).toBeGreaterThanOrEqual(150);
  for (const [typed, id] of TYPED) {
    const food = LIBRARY_CATALOG.byName(typed);
    expect(food?.id, typed).toBe(id);
    expect(food?.kind, typed).toBe('dish');
  }
});

test('typing a dish name suggests the dish first, as type "dish"', () => {
  for (const [typed, id] of TYPED) {
    const first = searchFoodNames(typed)[0];
    expect(first && { foodId: first.foodId, type: first.type }, typed).toEqual({ foodId: id, type: 'dish' });
  }
});

test('the dish list’s other names (granola, queijo coalho…) find the right food, not a dish', () => {
  for (const [typed, id] of NOT_DISHES) {
    const entry = findFoodName(typed);
    expect(entry?.foodId, typed).toBe(id);
    expect(entry?.type, typed).toBe('alias');
    expect(getFoodById(id)?.kind, typed).not.toBe('dish');
  }
});

test('sliced turkey and batata palha are measured only in their own serving, never their kind\'s "filé" or "unidade"', () => {
  expect(getFoodById(3904)?.measures.map((measure) => measure.label)).toEqual(['fatia média']);
  expect(getFoodById(3905)?.measures).toEqual([{ label: 'colher de sopa cheia', grams: 5 }]);
  // The other companions keep their kind's measures beside their own (granola by the cup too).
  expect(getFoodById(3901)?.measures.length).toBeGreaterThan(1);
});

test('at least 150 dishes, each with its source, a serving and every registry nutrient', () => {
  const dishes = FOODS.filter((food) => food.kind === 'dish');
  expect(dishes.length).toBeGreaterThanOrEqual(150);
  for (const dish of dishes) {
    expect(dish.id, dish.name).toBeGreaterThanOrEqual(DISH_ID_MIN);
    expect(dish.id, dish.name).toBeLessThanOrEqual(DISH_ID_MAX);
    expect(dish.plannable, dish.name).toBe(true);
    expect(dish.compositionSource, dish.name).toBeTruthy();
    expect(dish.serving?.grams, dish.name).toBeGreaterThan(0);
    expect(dish.measures[0], dish.name).toEqual(dish.serving);
    expect(dish.servingSource, dish.name).toMatch(/^(Medidas caseiras: IBGE, POF 2008–2009|Porção estimada)/u);
    expect(Object.keys(dish.nutrients ?? {}).sort(), dish.name).toEqual(NUTRIENTS.map((n) => n.id).sort());
    expect(findFoodName(dish.name)?.foodId, dish.name).toBe(dish.id);
  }
});

test('a POF dish keeps the table’s unknowns unknown: "-" is null, never 0', () => {
  const rows = new Map(pofDishes.foods.map((row) => [`${row.code}/${row.preparation_code}`, row]));
  let unknownSeen = 0;
  for (const spec of DISH_SPECS) {
    if (!('pof' in spec)) continue;
    const row = rows.get(`${spec.pof[0]}/${spec.pof[1]}`);
    const food = getFoodById(spec.id);
    expect(row, spec.name).toBeDefined();
    expect(food?.source, spec.name).toBe('ibge-pof');
    expect(food?.compositionSource, spec.name).toContain(`código ${spec.pof[0]}, preparo ${spec.pof[1]}`);
    const nutrients = row?.nutrients as Record<string, number | null>;
    for (const definition of NUTRIENTS) {
      const fields: readonly string[] = 'pof' in definition ? definition.pof : [];
      // The one exception: a "-" protein the row's own energy shows to be 0 (the picolé), said in its source.
      if (definition.id === 'protein' && spec.proteinByEnergyBalance) {
        expect(nutrients.proteina_g, spec.name).toBeNull();
        expect(food?.nutrients?.protein, spec.name).toBe(0);
        expect(food?.compositionSource, spec.name).toContain('proteína "-" na POF, tomada como 0 g');
        continue;
      }
      // One POF column, printed "-": unknown in the dish too (sodium added in cooking aside, nutrients.ts).
      if (fields.length === 1 && fields[0] !== 'sodio_de_adicao_mg' && nutrients[fields[0] ?? ''] === null) {
        expect(food?.nutrients?.[definition.id], `${spec.name} ${definition.id}`).toBeNull();
        unknownSeen += 1;
      }
    }
  }
  expect(unknownSeen).toBeGreaterThan(0);
});

test('a dish the POF and TACO lack is the team’s recipe of TACO foods, and says so', () => {
  for (const id of [3180, 3181, 3182]) {
    const dish = getFoodById(id);
    expect(dish?.derivation?.method, dish?.name).toBe('recipe');
    expect(dish?.compositionSource, dish?.name).toMatch(/^Receita padrão da equipe/u);
    expect(dish?.measureSource, dish?.name).toBe('default');
  }
});
