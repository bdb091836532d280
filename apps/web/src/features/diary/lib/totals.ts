import { MACRO_IDS, type Macros } from '@prato/core/domain/macros';
import type { DiaryFood, DiaryGoals } from '@prato/core/schemas/diary';
import { formatGrams, formatInteger, formatKcal } from '@prato/core/domain/format-number';

/**
 * The numbers the diary shows: an item's energy and macros as the amount is typed (from the food's
 * composition per 100 g, the same data the server computes the saved item with), and a total against
 * its goal in words.
 */

export interface Preview {
  calories: number;
  macros: Macros;
}

/** An amount's energy and macros from the food's composition per 100 g (linear in the grams). */
export function previewOf(food: Pick<DiaryFood, 'per100g'>, grams: number): Preview {
  const factor = grams / 100;
  const macros = Object.fromEntries(
    MACRO_IDS.map((id) => [id, Math.round(food.per100g.macros[id] * factor * 10) / 10]),
  ) as Macros;
  return { calories: Math.round(food.per100g.calories * factor), macros };
}

/** "Faltam 350 kcal para a meta." / "120 kcal acima da meta." / "Meta atingida." */
export function goalText(consumed: number, goal: number | null): string | null {
  if (goal === null || !(goal > 0)) return null;
  const left = Math.round(goal - consumed);
  if (left > 0) return `Faltam ${formatKcal(left)} para a meta.`;
  if (left < 0) return `${formatKcal(-left)} acima da meta.`;
  return 'Meta atingida.';
}

/** "530 de 600 kcal" with a goal, else "530 kcal". */
export function slotEnergy(calories: number, goal: number | null): string {
  return goal !== null && goal > 0
    ? `${formatInteger(Math.round(calories))} de ${formatKcal(goal)}`
    : formatKcal(calories);
}

/** The macro rows of the day against their goals, in the order the app always shows them. */
export const DAY_MACROS = [
  { id: 'protein', label: 'Proteínas' },
  { id: 'carbs', label: 'Carboidratos' },
  { id: 'fat', label: 'Gorduras' },
] as const satisfies readonly { id: keyof DiaryGoals & keyof Macros; label: string }[];

/**
 * What a screen reader hears when the day's totals change (a polite live region): energy against the
 * goal and the three macros.
 */
export function totalsAnnouncement(calories: number, macros: Macros, goal: number | null): string {
  const energy = goal !== null && goal > 0 ? `${formatKcal(calories)} de ${formatKcal(goal)}` : formatKcal(calories);
  return `Total do dia: ${energy}; ${DAY_MACROS.map(({ id, label }) => `${label.toLocaleLowerCase('pt-BR')} ${formatGrams(macros[id])}`).join(', ')}.`;
}
