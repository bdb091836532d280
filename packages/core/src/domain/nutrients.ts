/**
 * The nutrient registry: every nutrient Prato Certo knows, once. A food's composition, a portion, a
 * meal and a day are all `Nutrients` (amounts by registry id), and every sum, scale and rounding goes
 * through the helpers below, so adding a nutrient is one entry here plus its data.
 *
 * Unknown is never zero: `null` means "not measured" (TACO's blank cell or `*`, IBGE's "-") and stays
 * apart from 0 through every sum; TACO's `Tr` (trace) and `NA` (does not occur in this food) are 0.
 */
import { z } from '../schemas/z';
import { compositionNutrients, type FoodComposition } from './macros';

export type NutrientUnit = 'kcal' | 'g' | 'mg' | 'mcg';

export interface NutrientDefinition {
  /** Stable id (API field names, database keys). */
  id: string;
  /** pt-BR name as a label shows it. */
  label: string;
  unit: NutrientUnit;
  /** Decimals shown (and kept when rounding a portion, a meal or a day). */
  decimals: number;
  /**
   * The fields of TACO 4th ed. (per 100 g) that make up this nutrient, summed (trans fat is TACO's
   * 18:1t plus 18:2t). Absent when TACO does not measure it.
   */
  taco?: readonly string[];
  /**
   * The fields of IBGE's POF 2008–09 table of foods as consumed in Brazil that make up this nutrient,
   * summed (its sodium is the food's own plus the salt added in cooking).
   */
  pof?: readonly string[];
}

/** In display order: energy and macronutrients, fats, minerals, vitamins, then the rest. */
export const NUTRIENTS = [
  { id: 'energy', label: 'Energia', unit: 'kcal', decimals: 0, taco: ['kcal'], pof: ['energia_kcal'] },
  { id: 'protein', label: 'Proteína', unit: 'g', decimals: 1, taco: ['protein_g'], pof: ['proteina_g'] },
  { id: 'carbs', label: 'Carboidratos', unit: 'g', decimals: 1, taco: ['carbs_g'], pof: ['carboidrato_g'] },
  { id: 'fat', label: 'Gorduras totais', unit: 'g', decimals: 1, taco: ['fat_g'], pof: ['lipideos_totais_g'] },
  { id: 'fiber', label: 'Fibras', unit: 'g', decimals: 1, taco: ['fiber_g'], pof: ['fibra_alimentar_total_g'] },
  {
    id: 'saturatedFat',
    label: 'Gorduras saturadas',
    unit: 'g',
    decimals: 1,
    taco: ['saturated_g'],
    pof: ['ag_saturados_g'],
  },
  {
    id: 'monounsaturatedFat',
    label: 'Gorduras monoinsaturadas',
    unit: 'g',
    decimals: 1,
    taco: ['monounsaturated_g'],
    pof: ['ag_monoinsaturados_g'],
  },
  {
    id: 'polyunsaturatedFat',
    label: 'Gorduras poli-insaturadas',
    unit: 'g',
    decimals: 1,
    taco: ['polyunsaturated_g'],
    pof: ['ag_poliinsaturados_g'],
  },
  {
    id: 'transFat',
    label: 'Gorduras trans',
    unit: 'g',
    decimals: 2,
    taco: ['trans_18_1t_g', 'trans_18_2t_g'],
    pof: ['ag_trans_total_g'],
  },
  { id: 'cholesterol', label: 'Colesterol', unit: 'mg', decimals: 0, taco: ['cholesterol_mg'], pof: ['colesterol_mg'] },
  { id: 'sugars', label: 'Açúcares totais', unit: 'g', decimals: 1, pof: ['acucar_total_g'] },
  { id: 'addedSugars', label: 'Açúcares adicionados', unit: 'g', decimals: 1, pof: ['acucar_de_adicao_g'] },
  {
    id: 'sodium',
    label: 'Sódio',
    unit: 'mg',
    decimals: 0,
    taco: ['sodium_mg'],
    pof: ['sodio_mg', 'sodio_de_adicao_mg'],
  },
  { id: 'potassium', label: 'Potássio', unit: 'mg', decimals: 0, taco: ['potassium_mg'], pof: ['potassio_mg'] },
  { id: 'calcium', label: 'Cálcio', unit: 'mg', decimals: 0, taco: ['calcium_mg'], pof: ['calcio_mg'] },
  { id: 'iron', label: 'Ferro', unit: 'mg', decimals: 1, taco: ['iron_mg'], pof: ['ferro_mg'] },
  { id: 'magnesium', label: 'Magnésio', unit: 'mg', decimals: 0, taco: ['magnesium_mg'], pof: ['magnesio_mg'] },
  { id: 'phosphorus', label: 'Fósforo', unit: 'mg', decimals: 0, taco: ['phosphorus_mg'], pof: ['fosforo_mg'] },
  { id: 'zinc', label: 'Zinco', unit: 'mg', decimals: 1, taco: ['zinc_mg'], pof: ['zinco_mg'] },
  { id: 'copper', label: 'Cobre', unit: 'mg', decimals: 2, taco: ['copper_mg'], pof: ['cobre_mg'] },
  { id: 'manganese', label: 'Manganês', unit: 'mg', decimals: 2, taco: ['manganese_mg'], pof: ['manganes_mg'] },
  { id: 'selenium', label: 'Selênio', unit: 'mcg', decimals: 0, pof: ['selenio_mcg'] },
  {
    id: 'vitaminA',
    label: 'Vitamina A (RAE)',
    unit: 'mcg',
    decimals: 0,
    taco: ['rae_mcg'],
    pof: ['vitamina_a_rae_mcg'],
  },
  { id: 'vitaminC', label: 'Vitamina C', unit: 'mg', decimals: 0, taco: ['vitamin_c_mg'], pof: ['vitamina_c_mg'] },
  { id: 'vitaminD', label: 'Vitamina D', unit: 'mcg', decimals: 1, pof: ['vitamina_d_mcg'] },
  { id: 'vitaminE', label: 'Vitamina E', unit: 'mg', decimals: 1, pof: ['vitamina_e_mg'] },
  { id: 'thiamine', label: 'Tiamina (B1)', unit: 'mg', decimals: 2, taco: ['thiamine_mg'], pof: ['tiamina_mg'] },
  {
    id: 'riboflavin',
    label: 'Riboflavina (B2)',
    unit: 'mg',
    decimals: 2,
    taco: ['riboflavin_mg'],
    pof: ['riboflavina_mg'],
  },
  { id: 'niacin', label: 'Niacina (B3)', unit: 'mg', decimals: 1, taco: ['niacin_mg'], pof: ['niacina_mg'] },
  {
    id: 'pyridoxine',
    label: 'Vitamina B6',
    unit: 'mg',
    decimals: 2,
    taco: ['pyridoxine_mg'],
    pof: ['piridoxina_mg'],
  },
  { id: 'folate', label: 'Folato (DFE)', unit: 'mcg', decimals: 0, pof: ['folato_dfe_mcg'] },
  { id: 'vitaminB12', label: 'Vitamina B12', unit: 'mcg', decimals: 1, pof: ['cobalamina_mcg'] },
] as const satisfies readonly NutrientDefinition[];

export type NutrientId = (typeof NUTRIENTS)[number]['id'];
export const NUTRIENT_IDS = NUTRIENTS.map((nutrient) => nutrient.id) as readonly NutrientId[];

/** Amounts by nutrient id; `null` = not measured (unknown), which no sum turns into 0. */
export type Nutrients = Record<NutrientId, number | null>;

const BY_ID = new Map<string, NutrientDefinition>(NUTRIENTS.map((nutrient) => [nutrient.id, nutrient]));

export function nutrientDefinition(id: NutrientId): NutrientDefinition {
  return BY_ID.get(id) as NutrientDefinition;
}

/** The API and storage shape, built from the registry: every id present, a finite amount ≥ 0 or null. */
export const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_IDS.map((id) => [id, z.number().nonnegative().nullable()])) as Record<
    NutrientId,
    z.ZodNullable<z.ZodNumber>
  >,
);

/**
 * Whether energy, protein, carbohydrate and fat are all known: what a food needs to be planned or
 * counted in the diary (a 0 would hide the unknown).
 */
export function compositionKnown(nutrients: Pick<Nutrients, 'energy' | 'protein' | 'carbs' | 'fat'>): boolean {
  return nutrients.energy !== null && nutrients.protein !== null && nutrients.carbs !== null && nutrients.fat !== null;
}

/** Nothing measured: the start of a composition read from a table that lacks some nutrients. */
export function unknownNutrients(): Nutrients {
  return Object.fromEntries(NUTRIENT_IDS.map((id) => [id, null])) as Nutrients;
}

/** Zero of everything: the start of a sum (an empty meal has 0 g of iron, not an unknown amount). */
export function zeroNutrients(): Nutrients {
  return Object.fromEntries(NUTRIENT_IDS.map((id) => [id, 0])) as Nutrients;
}

/** A sum's missing parts: which nutrients are unknown in at least one of the items summed. */
export interface NutrientSum {
  total: Nutrients;
  /** Ids whose total leaves out at least one item that has no measured value (the total is partial). */
  incomplete: NutrientId[];
}

/**
 * Adds compositions nutrient by nutrient. An unknown item adds nothing to that nutrient's total, and
 * the nutrient is reported incomplete; the total is null only when no item measured it at all.
 */
export function sumNutrients(items: readonly Nutrients[]): NutrientSum {
  const total = zeroNutrients();
  const incomplete: NutrientId[] = [];
  for (const id of NUTRIENT_IDS) {
    let sum = 0;
    let known = 0;
    for (const item of items) {
      const amount = item[id];
      if (amount === null) continue;
      sum += amount;
      known += 1;
    }
    if (known < items.length) incomplete.push(id);
    total[id] = items.length > 0 && known === 0 ? null : sum;
  }
  return { total, incomplete };
}

/** Two compositions added; unknown in either stays unknown (use sumNutrients to keep partial totals). */
export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  const result = unknownNutrients();
  for (const id of NUTRIENT_IDS) {
    const left = a[id];
    const right = b[id];
    result[id] = left === null || right === null ? null : left + right;
  }
  return result;
}

/** A composition times a factor (grams / 100 for a portion of a per-100 g food); unknown stays unknown. */
export function scaleNutrients(nutrients: Nutrients, factor: number): Nutrients {
  const result = unknownNutrients();
  for (const id of NUTRIENT_IDS) {
    const amount = nutrients[id];
    result[id] = amount === null ? null : amount * factor;
  }
  return result;
}

/**
 * Each amount rounded to its registry decimals (for display and storage of a portion or a total), or
 * to `extraDecimals` more (a composition per 100 g that portions are scaled from).
 */
export function roundNutrients(nutrients: Nutrients, extraDecimals = 0): Nutrients {
  const result = unknownNutrients();
  for (const definition of NUTRIENTS) {
    const amount = nutrients[definition.id];
    const scale = 10 ** (definition.decimals + extraDecimals);
    result[definition.id] = amount === null ? null : Math.round(amount * scale) / scale;
  }
  return result;
}

/** A table row's value for a nutrient made of these fields: their sum, or null if any is unknown. */
function fromFields(
  row: Readonly<Record<string, unknown>>,
  fields: readonly string[] | undefined,
  zeroWhen: (field: string) => boolean,
): number | null {
  if (!fields) return null;
  let sum = 0;
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'number' && Number.isFinite(value)) sum += value;
    else if (zeroWhen(field)) continue;
    else return null;
  }
  return sum;
}

/** TACO's markers that mean zero: `Tr` (trace) and `NA` (the nutrient does not occur in the food). */
const TACO_ZERO_MARKERS = new Set(['Tr', 'NA']);

/**
 * A TACO 4th ed. row (per 100 g, as in taco.json: numbers, null for non-numbers, and `markers` giving
 * each non-number's original mark) as Nutrients: `Tr` and `NA` are 0; blank, `*` and fatty acids of
 * foods absent from TACO's Table 2 are unknown.
 */
export function nutrientsFromTaco(food: object): Nutrients {
  const row = food as Readonly<Record<string, unknown>>;
  const markers = (row.markers ?? {}) as Readonly<Record<string, string>>;
  const zeroWhen = (field: string) => TACO_ZERO_MARKERS.has(markers[field] ?? '');
  const result = unknownNutrients();
  for (const definition of NUTRIENTS) {
    result[definition.id] = fromFields(row, 'taco' in definition ? definition.taco : undefined, zeroWhen);
  }
  return result;
}

/**
 * IBGE adds the salt of cooking only to the preparations that get it; its "-" in that one column marks
 * the 1,021 rows that get none (industrial foods already salted, fruit, drinks, sweets, raw foods), so
 * there it means no added sodium rather than an unmeasured one.
 */
const POF_ABSENT_MEANS_NONE = new Set(['sodio_de_adicao_mg']);

/**
 * An IBGE POF 2008–09 row's `nutrients` (per 100 g of the food as consumed) as Nutrients: its "-"
 * (null) is unknown, never 0, except for the sodium added in cooking (POF_ABSENT_MEANS_NONE).
 */
export function nutrientsFromPof(values: Readonly<Record<string, unknown>>): Nutrients {
  const zeroWhen = (field: string) => POF_ABSENT_MEANS_NONE.has(field);
  const result = unknownNutrients();
  for (const definition of NUTRIENTS) {
    result[definition.id] = fromFields(values, 'pof' in definition ? definition.pof : undefined, zeroWhen);
  }
  return result;
}

/**
 * A food's nutrients with its energy and macronutrients taken from its own composition (`per100g`),
 * the one source of those five numbers: a table's other values (minerals, vitamins) are kept.
 */
export function withComposition(nutrients: Nutrients, per100g: FoodComposition): Nutrients {
  return { ...nutrients, ...compositionNutrients(per100g) };
}
