/**
 * ANVISA's front-of-pack nutrition labelling (RDC 429/2020, limits in Instrução Normativa IN 75/2020,
 * Annex XV): a magnifier says "ALTO EM açúcar adicionado / gordura saturada / sódio" when the food
 * holds at least these amounts, per 100 g of a solid or semi-solid food or per 100 ml of a liquid.
 * We compute it from the product's nutrients; a nutrient the label data does not state is
 * "não informado", never "ok".
 */
import type { NutrientId, Nutrients } from './nutrients';

export type ProductBasis = '100g' | '100ml';

/** The three nutrients of the magnifier, as the label names them. */
export const FRONT_OF_PACK_NUTRIENTS = ['açúcar adicionado', 'gordura saturada', 'sódio'] as const;
export type FrontOfPackNutrient = (typeof FRONT_OF_PACK_NUTRIENTS)[number];

/** 'alto': at or above the limit ("ALTO EM"); 'não informado': the amount is unknown. */
export const FRONT_OF_PACK_STATUSES = ['alto', 'não informado'] as const;
export type FrontOfPackStatus = (typeof FRONT_OF_PACK_STATUSES)[number];

export interface FrontOfPackFlag {
  nutrient: FrontOfPackNutrient;
  status: FrontOfPackStatus;
}

/** IN 75/2020, Annex XV: the limits (added sugars and saturated fat in g, sodium in mg). */
export const FRONT_OF_PACK_LIMITS: Record<ProductBasis, Record<FrontOfPackNutrient, number>> = {
  '100g': { 'açúcar adicionado': 15, 'gordura saturada': 6, sódio: 600 },
  '100ml': { 'açúcar adicionado': 7.5, 'gordura saturada': 3, sódio: 300 },
};

export const FRONT_OF_PACK_CITATION = 'ANVISA, RDC 429/2020 e IN 75/2020 (rotulagem nutricional frontal)';

const REGISTRY_ID: Record<FrontOfPackNutrient, NutrientId> = {
  'açúcar adicionado': 'addedSugars',
  'gordura saturada': 'saturatedFat',
  sódio: 'sodium',
};

/**
 * The magnifier of a food with these nutrients per 100 g or 100 ml: each nutrient at or above its
 * limit ('alto') or unknown ('não informado'), in the label's order. Empty only when all three are
 * known and under their limits.
 */
export function frontOfPack(nutrients: Pick<Nutrients, NutrientId>, basis: ProductBasis): FrontOfPackFlag[] {
  const limits = FRONT_OF_PACK_LIMITS[basis];
  const flags: FrontOfPackFlag[] = [];
  for (const nutrient of FRONT_OF_PACK_NUTRIENTS) {
    const amount = nutrients[REGISTRY_ID[nutrient]];
    if (amount === null || amount === undefined) flags.push({ nutrient, status: 'não informado' });
    else if (amount >= limits[nutrient]) flags.push({ nutrient, status: 'alto' });
  }
  return flags;
}

/** "ALTO EM sódio", "sódio não informado": the badge's text. */
export function frontOfPackText(flag: FrontOfPackFlag): string {
  return flag.status === 'alto' ? `ALTO EM ${flag.nutrient}` : `${flag.nutrient} não informado`;
}
