/**
 * Citations the app shows next to food data (see SOURCES.md). Small module, safe for the browser.
 */

/** Required by NEPA/UNICAMP for any reproduction of TACO. */
export const TACO_CITATION = 'Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011';

export const POF_MEASURES_CITATION = 'Medidas caseiras: IBGE, POF 2008–2009';

export const GLYCEMIC_CITATION =
  'Índice glicêmico: Atkinson FS, Foster-Powell K, Brand-Miller JC. Diabetes Care 2008;31(12):2281–2283';

export const USDA_MILK_CITATION =
  'Leite integral e desnatado: USDA FoodData Central, SR Legacy (NDB 01077 e 01151), domínio público';

/** Cooking yields of the derived cooked foods (derived-foods.ts): raw vs cooked energy in USDA SR Legacy. */
export const USDA_YIELD_CITATION = 'Rendimento de cocção: USDA FoodData Central, SR Legacy, domínio público';

/** Foods as prepared in Brazilian homes (derived-foods.ts): IBGE's table of foods as consumed. */
export const POF_COMPOSITION_CITATION =
  'Composição como consumida: IBGE, POF 2008–2009, Tabelas de Composição Nutricional dos Alimentos Consumidos no Brasil';

/** Foods TACO lacks, taken from USDA (derived-foods.ts). */
export const USDA_EXTRA_CITATION = 'USDA FoodData Central, SR Legacy, domínio público';
