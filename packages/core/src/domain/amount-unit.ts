import type { FoodKind } from '../data/food-types';

/**
 * The unit a person reads and types an amount of a food in: millilitres for what is poured (juice,
 * coffee, milk, a soft drink), grams for the rest. "1 copo americano (150 ml)" of juice, as the label
 * of a drink and the person pouring it count it, not "(150 g)".
 *
 * The amount itself stays in grams everywhere (the food tables give their values per 100 g), with
 * 1 ml taken as 1 g: drinks weigh 1.00–1.05 g per ml (water and coffee 1.00, beer 1.01, milk 1.03,
 * juices and soft drinks 1.02–1.05), less than the spread of a glass poured at home, and Brazilian
 * labels of drinks (per 100 ml) are read the same way (product.ts). Pure; runs on the server and in
 * the browser.
 */
export const AMOUNT_UNITS = ['g', 'ml'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/**
 * Foods poured whatever their kind: fluid milk (not powdered), fermented milk, dairy drinks, coffee
 * with milk, vitaminas and fluid soy drink. Yoghurt is left in grams (Brazilian labels and cups of
 * it give grams), as are condensed and coconut milk (cooking ingredients by the spoon).
 */
const POURED =
  /^(Leite, de (vaca|cabra)(?!.*, pó)|Leite, fermentado|Bebida láctea|Café com leite|Vitamina de|Soja, extrato solúvel, .*fluido)/iu;

/** 'ml' for a drink (kind 'beverage', packaged drinks labelled per 100 ml among them) or a poured food, else 'g'. */
export function amountUnitOf(food: { name?: string | undefined; kind?: FoodKind | undefined }): AmountUnit {
  if (food.kind === 'beverage') return 'ml';
  return food.name !== undefined && POURED.test(food.name) ? 'ml' : 'g';
}

/** The unit's field in a portion or an item: present only for millilitres (absent means grams). */
export function amountUnitField(unit: AmountUnit): { amountUnit?: 'ml' } {
  return unit === 'ml' ? { amountUnit: 'ml' } : {};
}

/** What a grams or millilitres field is called: "Gramas" / "Mililitros". */
export const AMOUNT_UNIT_NAMES: Readonly<Record<AmountUnit, string>> = { g: 'Gramas', ml: 'Mililitros' };
