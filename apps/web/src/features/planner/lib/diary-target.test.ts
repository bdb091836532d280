import { expect, test } from 'vitest';
import { diaryTargetOf } from './diary-target';

test('"Planejar" from a diary slot: the slot and day of the address, both valid, or none', () => {
  expect(diaryTargetOf(new URLSearchParams('slot=dinner&date=2026-11-25'))).toEqual({
    slot: 'dinner',
    date: '2026-11-25',
  });
  expect(diaryTargetOf(new URLSearchParams('slot=custom-2&date=2026-11-25'))).toEqual({
    slot: 'custom-2',
    date: '2026-11-25',
  });
  expect(diaryTargetOf(new URLSearchParams('slot=brunch&date=2026-11-25'))).toBeNull();
  expect(diaryTargetOf(new URLSearchParams('slot=dinner&date=ontem'))).toBeNull();
  expect(diaryTargetOf(new URLSearchParams('slot=dinner'))).toBeNull();
  expect(diaryTargetOf(new URLSearchParams(''))).toBeNull();
});
