import { expect, test } from 'vitest';
import source from './sources/met_activities_app.json';
import { ACTIVITIES, ACTIVITY_CATEGORIES, findActivityByName, normalizeText, searchActivities } from './activities';

test('the project ships all 121 activities of the 2011 Compendium list, MET values unchanged', () => {
  expect(ACTIVITIES).toHaveLength(121);
  expect(source.meta.citation).toContain('2011 Compendium of Physical Activities');
  for (const [index, row] of source.activities.entries()) {
    expect(ACTIVITIES[index]).toEqual({
      id: row.id,
      name: row.name_pt,
      category: row.category,
      met: row.met,
      compendiumCode: row.compendium_code,
    });
  }
  expect(findActivityByName('Corrida a 8 km/h')).toMatchObject({ met: 8.3, category: 'Corrida' });
});

test('every category of the product has activities, and no other category exists', () => {
  const used = new Set(ACTIVITIES.map((activity) => activity.category));
  expect([...used].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
});

test('search starts only after more than 2 characters', () => {
  expect(searchActivities('')).toEqual([]);
  expect(searchActivities('co')).toEqual([]);
  expect(searchActivities('  co  ')).toEqual([]);
  expect(searchActivities('cor').length).toBeGreaterThan(0);
});

test('search returns at most 5 suggestions, names starting with the text first', () => {
  const results = searchActivities('Corr');
  expect(results).toHaveLength(5);
  expect(results.every((activity) => activity.name.startsWith('Corrida'))).toBe(true);
  expect(searchActivities('Corr', 20).map((activity) => activity.name)).toContain('Corrida na água (deep running)');
  expect(searchActivities('corr', 2)).toHaveLength(2);
});

test('search ignores accents and case, and falls back to the category', () => {
  const swims = searchActivities('natacao');
  expect(swims.length).toBeGreaterThan(0);
  expect(swims.every((activity) => activity.category === 'Natação')).toBe(true);
  expect(searchActivities('NATAÇÃO').map((a) => a.id)).toEqual(swims.map((a) => a.id));
  // "água" appears inside names (contains) before category-only matches.
  const water = searchActivities('água', 20);
  const firstCategoryOnly = water.findIndex((a) => !normalizeText(a.name).includes('agua'));
  const lastByName = water.map((a) => normalizeText(a.name).includes('agua')).lastIndexOf(true);
  if (firstCategoryOnly >= 0) expect(lastByName).toBeLessThan(firstCategoryOnly);
});

test('a text that matches nothing gives no suggestions', () => {
  expect(searchActivities('xyzw')).toEqual([]);
  expect(findActivityByName('Corrida')).toBeUndefined();
  expect(findActivityByName('  corrida A 8 KM/H ')).toMatchObject({ name: 'Corrida a 8 km/h' });
});
