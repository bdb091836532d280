import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import type { FoodName, FoodRecord } from '@prato/core/data/food-types';
import type { ChatIntent } from '@prato/core/domain/chat-intent';
import { FRONT_OF_PACK_CITATION, frontOfPackText, type ProductBasis } from '@prato/core/domain/front-of-pack';
import { formatNutrientAmount } from '@prato/core/domain/nutrient-warnings';
import { nutrientDefinition, type NutrientId } from '@prato/core/domain/nutrients';
import { PRODUCT_MESSAGES, PRODUCT_SOURCE } from '@prato/core/schemas/products';
import { fmt0, gramsOf, sodiumShare, type LocalAnswer } from './local-assistant';

/**
 * The assistant's answer about a packaged food (issue 35) the person ate: its values per 100 g or
 * 100 ml as Open Food Facts gives them (ODbL), the ANVISA front-of-pack magnifier ("ALTO EM", RDC
 * 429/2020 and IN 75/2020) and its NOVA group when known. Unknown values are "não informado", never 0.
 */

/** Days of meals whose packaged foods the assistant knows by name (as the diary's recent foods). */
export const EATEN_PRODUCT_DAYS = 60;

/** Whether a catalogue record is a packaged food read from Open Food Facts. */
export const isProductRecord = (food: FoodRecord): boolean =>
  food.source === 'open-food-facts' && food.packaged !== undefined;

/** A drink is planned per 100 ml (domain/product.ts: productKind), any other product per 100 g. */
const basisOf = (food: FoodRecord): ProductBasis => (food.kind === 'beverage' ? '100ml' : '100g');
const unitOf = (basis: ProductBasis) => (basis === '100ml' ? 'ml' : 'g');

/**
 * The names a person may call a product they ate: its catalogue name ("Biscoito Cream Cracker (Marca
 * Teste)", read without the parentheses) and its name without the brand, unless the library knows that
 * plain name ("leite integral" stays TACO's measured milk, as in the catalogue's byName: a product's
 * label often leaves minerals and vitamins unknown). Listed after their own foods, so one of them keeps
 * its name.
 */
export function eatenProductNames(foods: readonly FoodRecord[]): FoodName[] {
  return foods.flatMap((food) => {
    const plain = food.name.replace(/\s*\([^)]*\)\s*$/u, '').trim();
    const names: FoodName[] = [{ name: food.name, foodId: food.id, type: 'alias' }];
    if (plain.length >= 2 && plain !== food.name && !LIBRARY_CATALOG.byName(plain))
      names.push({ name: plain, foodId: food.id, type: 'alias' });
    return names;
  });
}

/** "sódio", "vitamina C": the registry's label inside a sentence. */
function nameOf(id: NutrientId): string {
  const { label } = nutrientDefinition(id);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

const MACROS = ['energy', 'protein', 'carbs', 'fat', 'fiber'] as const satisfies readonly NutrientId[];

/** "430 kcal, 9 g de proteína, … e 3 g de fibras" (unknown ones "não informado"). */
function macrosText(food: FoodRecord, factor: number): string {
  const parts = MACROS.map((id) => {
    const per = food.nutrients?.[id] ?? null;
    if (per === null) return `${nameOf(id)} não informado`;
    const amount = formatNutrientAmount(id, per * factor);
    return id === 'energy' ? amount : `${amount} de ${nameOf(id)}`;
  });
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1] ?? ''}`;
}

/** The magnifier as a sentence: "ALTO EM sódio; açúcar adicionado não informado". */
function magnifierLine(food: FoodRecord, basis: ProductBasis): string {
  const flags = food.packaged?.frontOfPack ?? [];
  const per = `por ${basis === '100ml' ? '100 ml' : '100 g'}`;
  if (flags.length === 0)
    return `Rotulagem frontal da ANVISA (${per}): não é alto em açúcar adicionado, gordura saturada nem sódio.`;
  return `Rotulagem frontal da ANVISA (${per}): ${flags.map(frontOfPackText).join('; ')}.`;
}

function novaLine(nova: number | null | undefined): string | null {
  if (nova === 4) return PRODUCT_MESSAGES.ultraProcessedTitle;
  if (nova === null || nova === undefined) return null;
  return `Classificação NOVA: grupo ${nova} (não é ultraprocessado).`;
}

/** The label's serving ("Uma porção (30 g)", "Copo de 200 ml"); none when it is the 100 g already given. */
function servingOf(food: FoodRecord, unit: string): { label: string; grams: number } | null {
  const serving = food.serving ?? food.measures[0];
  if (!serving) return null;
  const { label, grams } = serving;
  if (label === 'porção') return { label: `Uma porção (${fmt0(grams)} ${unit})`, grams };
  if (grams === 100) return null;
  return { label: label.charAt(0).toUpperCase() + label.slice(1), grams };
}

/**
 * "Quanto sódio tem no biscoito cream cracker?" about a product the person ate: the nutrient asked
 * (or energy and macronutrients) per 100 g or 100 ml, for the amount asked or a serving, then the
 * magnifier, the NOVA group and the source.
 */
export function productAnswer(input: {
  food: FoodRecord;
  nutrientId: NutrientId | null;
  amount: ChatIntent['amount'];
}): LocalAnswer {
  const { food, nutrientId } = input;
  const basis = basisOf(food);
  const unit = unitOf(basis);
  const per = basis === '100ml' ? '100 ml' : '100 g';
  const citations = [PRODUCT_SOURCE, FRONT_OF_PACK_CITATION];
  const lines: string[] = [];
  const asked = input.amount ? gramsOf(food, input.amount) : null;
  if (asked && 'error' in asked) return { kind: 'food_composition', reply: asked.error, citations };
  const portion = asked ? { label: asked.label, grams: asked.grams } : servingOf(food, unit);

  const value = nutrientId === null ? null : (food.nutrients?.[nutrientId] ?? null);
  if (nutrientId === null) {
    lines.push(`${food.name}, por ${per}: ${macrosText(food, 1)}.`);
    if (portion) lines.push(`${portion.label}: ${macrosText(food, portion.grams / 100)}.`);
  } else if (value === null) {
    lines.push(
      `${nutrientDefinition(nutrientId).label} de ${food.name}: não informado no Open Food Facts. Não uso 0 no lugar de um valor desconhecido.`,
    );
  } else {
    const name = nameOf(nutrientId);
    lines.push(
      `${food.name} tem ${formatNutrientAmount(nutrientId, value)} de ${name} por ${per}${sodiumShare(nutrientId, value)}.`,
    );
    if (portion) {
      const amount = (value * portion.grams) / 100;
      lines.push(`${portion.label}: ${formatNutrientAmount(nutrientId, amount)}${sodiumShare(nutrientId, amount)}.`);
    }
  }
  if (input.amount?.type === 'grams' && input.amount.unit !== unit)
    lines.push(`Considerei 1 ml = 1 g (o rótulo informa por ${per}).`);
  if (food.plannable === false)
    lines.push(
      'Alguns valores deste produto no Open Food Facts faltam ou parecem errados: corrija-os para você ao ler o código de barras.',
    );
  lines.push(magnifierLine(food, basis));
  const nova = novaLine(food.packaged?.nova);
  if (nova) lines.push(nova);
  lines.push(`Fonte: ${PRODUCT_SOURCE}.`);
  return { kind: 'food_composition', reply: lines.join('\n'), citations };
}
