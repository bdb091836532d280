import { and, eq, ne, sql } from 'drizzle-orm';
import type { FoodRecord } from '@prato/core/data/food-types';
import type { Db } from '../../db/client';
import { foods } from '../../db/schema/foods';

// Advisory-lock key (two-int form, apart from the migration lock's bigint space): instances
// starting together seed the TACO rows one at a time.
const SEED_LOCK: readonly [number, number] = [7_349_200, 1];
const BATCH = 200;

function toRow(food: FoodRecord, dataVersion: string): typeof foods.$inferInsert {
  const { id, name, group, kind, per100g, measures, measureSource, glycemic, ...rest } = food;
  return {
    id,
    source: 'taco',
    userId: null,
    name,
    groupName: group,
    kind,
    kcal: per100g.kcal,
    proteinG: per100g.protein,
    carbsG: per100g.carbs,
    fatG: per100g.fat,
    fiberG: per100g.fiber,
    details: { ...rest, measures, measureSource, glycemic, dataVersion },
    isActive: true,
    updatedAt: new Date(),
  };
}

export function createFoodsRepo(db: Db) {
  async function isCurrent(executor: Pick<Db, 'select'>, expected: number, dataVersion: string): Promise<boolean> {
    const [row] = await executor
      .select({
        active: sql<number>`count(*) filter (where ${foods.isActive})`.mapWith(Number),
        current:
          sql<number>`count(*) filter (where ${foods.isActive} and ${foods.details}->>'dataVersion' = ${dataVersion})`.mapWith(
            Number,
          ),
      })
      .from(foods)
      .where(eq(foods.source, 'taco'));
    return row?.active === expected && row.current === expected;
  }

  return {
    /**
     * Makes the TACO rows match `records` (upsert; rows no longer in the data are deactivated).
     * Costs one count query when the table already holds this data version. Returns true when it wrote.
     */
    async syncTaco(records: readonly FoodRecord[], dataVersion: string): Promise<boolean> {
      if (await isCurrent(db, records.length, dataVersion)) return false;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK[0]}, ${SEED_LOCK[1]})`);
        if (await isCurrent(tx, records.length, dataVersion)) return false;
        for (let i = 0; i < records.length; i += BATCH) {
          const rows = records.slice(i, i + BATCH).map((food) => toRow(food, dataVersion));
          await tx
            .insert(foods)
            .values(rows)
            .onConflictDoUpdate({
              target: foods.id,
              set: {
                source: sql`excluded.source`,
                userId: sql`excluded.user_id`,
                name: sql`excluded.name`,
                groupName: sql`excluded.group_name`,
                kind: sql`excluded.kind`,
                kcal: sql`excluded.kcal`,
                proteinG: sql`excluded.protein_g`,
                carbsG: sql`excluded.carbs_g`,
                fatG: sql`excluded.fat_g`,
                fiberG: sql`excluded.fiber_g`,
                details: sql`excluded.details`,
                isActive: sql`excluded.is_active`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        }
        await tx
          .update(foods)
          .set({ isActive: false, updatedAt: new Date() })
          .where(
            and(
              eq(foods.source, 'taco'),
              eq(foods.isActive, true),
              ne(sql`coalesce(${foods.details}->>'dataVersion', '')`, dataVersion),
            ),
          );
        return true;
      });
    },
  };
}
export type FoodsRepo = ReturnType<typeof createFoodsRepo>;
