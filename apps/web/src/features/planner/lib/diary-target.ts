import { isSlotId } from '@prato/core/domain/diary-slots';

/** A diary slot and day a meal is planned for ("Planejar" on a slot of /diario: /plan?slot=…&date=…). */
export interface DiaryTarget {
  slot: string;
  date: string;
}

/** The diary slot and day of the address, when both are valid (else the meal goes where the planner puts it). */
export function diaryTargetOf(params: URLSearchParams): DiaryTarget | null {
  const slot = params.get('slot');
  const date = params.get('date');
  return slot && isSlotId(slot) && date && /^\d{4}-\d{2}-\d{2}$/u.test(date) ? { slot, date } : null;
}
