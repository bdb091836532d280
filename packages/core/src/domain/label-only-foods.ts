import { normalizeFoodText } from './food-text';

/**
 * Foods people ask for by a generic name that only exist as brands, each with its own label: no
 * composition table measures them (TACO and IBGE's POF have neither whey nor Greek yogurt), and an
 * average would be a number no product has. Searching for one says so and points to what gives the
 * real numbers: the package's barcode or its label typed in "Meus alimentos". Browser-safe.
 */
export interface LabelOnlyFood {
  /** How the app names it in the message. */
  name: string;
  /** Why a table value would mislead, in pt-BR (after "a composição …"). */
  why: string;
  /** Texts that mean it (lowercase, no accents), alone or followed by a flavour or brand. */
  keys: readonly string[];
}

export const LABEL_ONLY_FOODS: readonly LabelOnlyFood[] = [
  {
    name: 'Whey protein',
    why: 'muda de uma marca e de um tipo para outro (concentrado, isolado, hidrolisado, com ou sem açúcar)',
    keys: ['whey', 'whey protein', 'wey', 'proteina do soro do leite', 'proteina de soro do leite', 'proteina whey'],
  },
  {
    name: 'Iogurte grego',
    why: 'muda muito de uma marca para outra (gordura, açúcar e proteína)',
    keys: ['iogurte grego', 'iogurtes gregos', 'iogurte tipo grego', 'yogurt grego', 'iogurte estilo grego'],
  },
];

/**
 * The label-only food a typed text names, if any: one of its names as whole words anywhere in it
 * ("whey", "Whey de baunilha", "30 g de whey", "iogurte grego zero").
 */
export function labelOnlyFood(text: string): LabelOnlyFood | undefined {
  const typed = ` ${normalizeFoodText(text).replace(/[^a-z0-9]+/gu, ' ')} `;
  if (typed.trim() === '') return undefined;
  return LABEL_ONLY_FOODS.find((food) => food.keys.some((key) => typed.includes(` ${key} `)));
}

/** What a search for it says, in pt-BR. */
export function labelOnlyMessage(food: LabelOnlyFood): string {
  return `${food.name} não está nas tabelas de composição: a composição ${food.why}. Escaneie o código de barras da embalagem ou cadastre o rótulo em "Meus alimentos".`;
}
