import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, test } from 'vitest';
import { openEmptyTestDatabase } from './test-database';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** A copy of the migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'prato-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const portion = (foodName: string, calories: number) => ({
  foodName,
  grams: 100,
  calories,
  homeMeasure: '1 porção',
  macros: { protein: 1, carbs: 1, fat: 1, fiber: 0 },
  glycemicIndex: null,
});

test('migration 0013: meals saved before the diary get their slot, their local day in the profile’s zone and an id per item', async () => {
  const database = await openEmptyTestDatabase(inject('apiTestDatabase'));
  const before = migrationsBefore('0013_diary_recipes_products');
  try {
    await database.migrate(before.folder);
    await database.query(
      `insert into users (id, name, email) values ('u-lisbon', 'Ana', 'ana@example.com'), ('u-none', 'Bia', 'bia@example.com')`,
    );
    await database.query(`insert into profiles (id, timezone) values ('u-lisbon', 'Europe/Lisbon')`);
    const insert = `insert into meal_consumption (id, user_id, meal_type, total_calories, total_protein, total_carbs,
      total_fat, total_fiber, portions, consumed_at) values ($1, $2, $3, 300, 1, 1, 1, 0, $4::jsonb, $5)`;
    // 00:30 in Lisbon (summer time, UTC+1) on 2025-10-26, the night the clocks go back, is 25 October in UTC.
    await database.query(insert, [
      '00000000-0000-4000-8000-000000000001',
      'u-lisbon',
      'dinner',
      JSON.stringify([portion('arroz', 130), portion('feijão', 170)]),
      '2025-10-25T23:30:00Z',
    ]);
    // 22:30 in São Paulo (no profile: the default zone) on 2025-06-10 is already 11 June in UTC.
    await database.query(insert, [
      '00000000-0000-4000-8000-000000000002',
      'u-none',
      'snack',
      JSON.stringify([portion('banana', 90)]),
      '2025-06-11T01:30:00Z',
    ]);

    await database.migrate(MIGRATIONS);

    const rows = await database.query<{
      id: string;
      slot: string;
      local_date: string;
      origin: string;
      portions: unknown;
    }>(
      `select id, slot, to_char(local_date, 'YYYY-MM-DD') as local_date, origin, portions from meal_consumption order by id`,
    );
    expect(rows.map(({ slot, local_date, origin }) => ({ slot, local_date, origin }))).toEqual([
      { slot: 'dinner', local_date: '2025-10-26', origin: 'planner' },
      { slot: 'snack', local_date: '2025-06-10', origin: 'planner' },
    ]);
    const [lisbon] = rows;
    const items = (typeof lisbon?.portions === 'string' ? JSON.parse(lisbon.portions) : lisbon?.portions) as {
      id: string;
      foodName: string;
    }[];
    // Order and content kept, each item with its own uuid.
    expect(items.map(({ foodName }) => foodName)).toEqual(['arroz', 'feijão']);
    expect(items.every(({ id }) => /^[0-9a-f-]{36}$/u.test(id))).toBe(true);
    expect(new Set(items.map(({ id }) => id)).size).toBe(2);
  } finally {
    before.remove();
    await database.dispose();
  }
});

test('migration 0018: a second recipe of a name a user already has is renamed by its id, then the name is unique per user', async () => {
  const database = await openEmptyTestDatabase(inject('apiTestDatabase'));
  const before = migrationsBefore('0018_recipes_unique_name');
  try {
    await database.migrate(before.folder);
    await database.query(
      `insert into users (id, name, email) values ('u-ana', 'Ana', 'ana@example.com'), ('u-bia', 'Bia', 'bia@example.com')`,
    );
    const insert = `insert into recipes (id, user_id, name, name_key, servings, ingredients, created_at)
      values ($1, $2, $3, $4, 1, '[]'::jsonb, $5)`;
    // Two saves at once left Ana with two "Bolo de Cenoura"; Bia's recipe of the same name is hers alone.
    await database.query(insert, [
      '00000000-0000-4000-8000-000000000011',
      'u-ana',
      'Bolo de Cenoura',
      'bolo de cenoura',
      '2026-01-02T10:00:00Z',
    ]);
    await database.query(insert, [
      'b0b0b0b0-0000-4000-8000-000000000012',
      'u-ana',
      'bolo de cenoura',
      'bolo de cenoura',
      '2026-01-02T10:00:01Z',
    ]);
    // Her own "Bolo de cenoura (2)": the renamed copy must not take its name.
    await database.query(insert, [
      '00000000-0000-4000-8000-000000000015',
      'u-ana',
      'Bolo de cenoura (2)',
      'bolo de cenoura (2)',
      '2026-01-02T09:00:00Z',
    ]);
    await database.query(insert, [
      '00000000-0000-4000-8000-000000000013',
      'u-bia',
      'Bolo de Cenoura',
      'bolo de cenoura',
      '2026-01-02T10:00:02Z',
    ]);

    await database.migrate(MIGRATIONS);

    const rows = await database.query<{ user_id: string; name: string; name_key: string }>(
      `select user_id, name, name_key from recipes order by id`,
    );
    expect(rows).toEqual([
      { user_id: 'u-ana', name: 'Bolo de Cenoura', name_key: 'bolo de cenoura' },
      { user_id: 'u-bia', name: 'Bolo de Cenoura', name_key: 'bolo de cenoura' },
      { user_id: 'u-ana', name: 'Bolo de cenoura (2)', name_key: 'bolo de cenoura (2)' },
      { user_id: 'u-ana', name: 'bolo de cenoura (b0b0b0b0)', name_key: 'bolo de cenoura (b0b0b0b0)' },
    ]);
    await expect(
      database.query(insert, [
        '00000000-0000-4000-8000-000000000014',
        'u-ana',
        'Bolo de cenoura',
        'bolo de cenoura',
        '2026-01-03T10:00:00Z',
      ]),
    ).rejects.toThrow();
  } finally {
    before.remove();
    await database.dispose();
  }
});
