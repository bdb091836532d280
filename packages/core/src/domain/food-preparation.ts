import { normalizeFoodText } from './food-text';

/**
 * How a food was prepared, as TACO names it in the last part of a food's name ("Feijão, carioca,
 * cozido", "Frango, peito, sem pele, grelhado"), and whether what a person typed says the food goes in
 * already prepared. Pure and light: raw-forms.ts and the recipe line reader (recipe-line.ts) share it.
 */
const PREPARED = /^(cozid|grelhad|assad|frit|refogad|ensopad|sauté)/u;

/** The last part of a TACO name when it says how the food was prepared ("cozido/10minutos"), else undefined. */
export function preparationOf(foodName: string): string | undefined {
  const parts = foodName.split(', ');
  const last = parts.at(-1);
  return parts.length >= 2 && last !== undefined && PREPARED.test(last) ? last : undefined;
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
