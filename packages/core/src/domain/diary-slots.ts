import type { MealType } from '../schemas/planner';

/**
 * The food diary's meal slots. A day has these six by default; a person can rename, hide or reorder
 * them and add their own (table diary_slots keeps only what they changed). Slot ids are stable:
 * `breakfast`, `lunch`, `dinner` and `snack` keep the meaning the saved meals' `meal_type` always had
 * (`snack`, the original app's only snack, is the afternoon one), and an added slot gets its own id
 * (`custom-<n>`).
 */
export const DEFAULT_SLOTS = [
  { slot: 'breakfast', label: 'Café da manhã', mealType: 'breakfast' },
  { slot: 'morning_snack', label: 'Lanche da manhã', mealType: 'snack' },
  { slot: 'lunch', label: 'Almoço', mealType: 'lunch' },
  { slot: 'snack', label: 'Lanche da tarde', mealType: 'snack' },
  { slot: 'dinner', label: 'Jantar', mealType: 'dinner' },
  { slot: 'supper', label: 'Ceia', mealType: 'snack' },
] as const satisfies readonly { slot: string; label: string; mealType: MealType }[];

export type DefaultSlotId = (typeof DEFAULT_SLOTS)[number]['slot'];
export const DEFAULT_SLOT_IDS = DEFAULT_SLOTS.map(({ slot }) => slot) as readonly DefaultSlotId[];

/** An added slot's id: `custom-1`, `custom-2`… */
export const CUSTOM_SLOT_PATTERN = /^custom-[1-9]\d{0,3}$/u;
/** A slot id the diary accepts: a default one or an added one. */
export const isSlotId = (value: string): boolean =>
  (DEFAULT_SLOT_IDS as readonly string[]).includes(value) || CUSTOM_SLOT_PATTERN.test(value);

/**
 * The planner's meal type of a slot (its calorie share and the free plan's rules): the four original
 * slots are themselves; every other slot (morning snack, supper, added ones) is a snack.
 */
export function mealTypeOfSlot(slot: string): MealType {
  const known = DEFAULT_SLOTS.find((entry) => entry.slot === slot);
  return known ? known.mealType : 'snack';
}

/** The default label of a slot id ("Refeição extra" for an added slot without a name). */
export function defaultSlotLabel(slot: string): string {
  return DEFAULT_SLOTS.find((entry) => entry.slot === slot)?.label ?? 'Refeição extra';
}
