import { normalizeFoodText } from './food-text';

/**
 * How a food was prepared, as TACO names it in the last part of a food's name ("Feijão, carioca,
 * cozido", "Frango, peito, sem pele, grelhado"), and whether what a person typed says the food goes in
 * already prepared. Pure and light: the recipe service (raw-forms.ts) and the recipe form share it.
 */
const PREPARED = /^(cozid|grelhad|assad|frit|refogad|ensopad|sauté)/u;

/** The last part of a TACO name when it says how the food was prepared ("cozido/10minutos"), else undefined. */
export function preparationOf(foodName: string): string | undefined {
  const parts = foodName.split(', ');
  const last = parts.at(-1);
  return parts.length >= 2 && last !== undefined && PREPARED.test(last) ? last : undefined;
}

/**
 * Whether a food's name says it is prepared in any part after the first ("Arroz, branco, cozido,
 * preparo caseiro", "Carne, bovina, acém, moído, cozido"): a weight of it is the weight of the food
 * ready to eat, not as it goes into the pan.
 */
export function isPreparedFoodName(foodName: string): boolean {
  return foodName
    .split(', ')
    .slice(1)
    .some((part) => PREPARED.test(part));
}

/**
 * Words in what the person typed that say the ingredient goes in already prepared ("arroz cozido",
 * "frango desfiado", "batata frita"): then the food they name is kept as it is.
 */
const TYPED_PREPARED =
  /\b(cozid|cozinhad|grelhad|assad|frit|refogad|ensopad|desfiad|torrad|preparad|pront[oa]s?\b|dormid|sobra)/u;

export function typedAsPrepared(typed: string): boolean {
  return TYPED_PREPARED.test(normalizeFoodText(typed));
}
