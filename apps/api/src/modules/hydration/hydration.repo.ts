import { and, asc, count, desc, eq, gte, isNotNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteOwned, findOwned, insertOnce, ownedBy } from '../../db/owned-rows';
import type { Tx } from '../../db/user-lock';
import { hydrationIntakes, hydrationSettings } from '../../db/schema';

export type HydrationIntakeRow = typeof hydrationIntakes.$inferSelect;
export type HydrationSettingsRow = typeof hydrationSettings.$inferSelect;
export type HydrationSettingsValues = Omit<
  typeof hydrationSettings.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt' | 'scheduleDate' | 'language'
>;

/** One reminder of a day's schedule: its local time and the instant it is due. */
export interface ReminderSlot {
  time: string;
  dueAt: Date;
}

/**
 * A reminder has the instant it is due; an intake drunk outside the reminders ("bebi água agora") has
 * none (due_at null), which is how the day's list tells them apart: only reminders count in the
 * day's "done/total" and occupy a time of the schedule.
 */
export const isReminder = (row: Pick<HydrationIntakeRow, 'dueAt'>): boolean => row.dueAt !== null;

/**
 * The user's intakes: of one date (`on`), or of the dates from `fromDate` (to `toDate`), inclusive;
 * `completed` narrows to drunk (true) or still pending (false) ones, `reminders` to the scheduled ones.
 */
function intakesOf(userId: string, { on, fromDate, toDate, completed, reminders }: IntakeFilter): SQL | undefined {
  return and(
    eq(hydrationIntakes.userId, userId),
    on === undefined ? undefined : eq(hydrationIntakes.date, on),
    fromDate === undefined ? undefined : gte(hydrationIntakes.date, fromDate),
    toDate === undefined ? undefined : lte(hydrationIntakes.date, toDate),
    completed === undefined ? undefined : eq(hydrationIntakes.completed, completed),
    reminders ? isNotNull(hydrationIntakes.dueAt) : undefined,
  );
}
interface IntakeFilter {
  on?: string;
  fromDate?: string;
  toDate?: string;
  completed?: boolean;
  reminders?: true;
}

/** The reminders of `date` at `slots` that no kept reminder of that date already occupies. */
async function insertMissingSlots(tx: Tx, userId: string, date: string, amountMl: number, slots: ReminderSlot[]) {
  const kept = await tx
    .select({ scheduledTime: hydrationIntakes.scheduledTime })
    .from(hydrationIntakes)
    .where(intakesOf(userId, { on: date, reminders: true }));
  const taken = new Set(kept.map((row) => row.scheduledTime.slice(0, 5)));
  const missing = slots.filter((slot) => !taken.has(slot.time));
  if (missing.length > 0) {
    await tx
      .insert(hydrationIntakes)
      .values(missing.map((slot) => ({ userId, amountMl, scheduledTime: slot.time, dueAt: slot.dueAt, date })));
  }
}

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createHydrationRepo(db: Db) {
  const mine = (userId: string, id: string) => ownedBy(hydrationIntakes, userId, id);
  return {
    async settings(userId: string): Promise<HydrationSettingsRow | undefined> {
      const [row] = await db.select().from(hydrationSettings).where(eq(hydrationSettings.userId, userId));
      return row;
    },

    /**
     * Today's reminders exist once: the settings row (created with the defaults if missing) is locked,
     * today's date is read from it (the day starts at the wake time), and the schedule is inserted
     * only when it was not yet generated for that date, so concurrent first reads of the day (two
     * tabs, two instances) never duplicate it.
     */
    async ensureDaySchedule(
      userId: string,
      dateOf: (settings: HydrationSettingsRow) => string,
      schedule: (settings: HydrationSettingsRow, date: string) => ReminderSlot[],
    ): Promise<{ settings: HydrationSettingsRow; date: string }> {
      return db.transaction(async (tx) => {
        await tx.insert(hydrationSettings).values({ userId }).onConflictDoNothing();
        const [settings] = await tx
          .select()
          .from(hydrationSettings)
          .where(eq(hydrationSettings.userId, userId))
          .for('update');
        if (!settings) throw new Error('hydration settings row missing after insert');
        const date = dateOf(settings);
        if (settings.scheduleDate === date) return { settings, date };
        await insertMissingSlots(tx, userId, date, settings.intakeSizeMl, schedule(settings, date));
        await tx.update(hydrationSettings).set({ scheduleDate: date }).where(eq(hydrationSettings.userId, userId));
        return { settings: { ...settings, scheduleDate: date }, date };
      });
    },

    /**
     * Saves the settings and regenerates `date`'s reminders: the pending ones are deleted, the marked
     * ones (and unscheduled intakes) kept, and the new schedule's times not already taken are added.
     * A later wake time can move today back to the previous date (the night belongs to the day before):
     * the pending reminders already made for the later date go too, or that day would get two schedules.
     */
    async saveSettingsAndRegenerate(
      userId: string,
      values: HydrationSettingsValues,
      date: string,
      slots: ReminderSlot[],
      now: Date,
    ): Promise<HydrationSettingsRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(hydrationSettings)
          .values({ ...values, userId, scheduleDate: date })
          .onConflictDoUpdate({
            target: hydrationSettings.userId,
            set: { ...values, scheduleDate: date, updatedAt: now },
          })
          .returning();
        if (!saved) throw new Error('hydration settings upsert returned no row');
        await tx.delete(hydrationIntakes).where(intakesOf(userId, { fromDate: date, completed: false }));
        await insertMissingSlots(tx, userId, date, saved.intakeSizeMl, slots);
        return saved;
      });
    },

    async day(userId: string, date: string): Promise<HydrationIntakeRow[]> {
      return db
        .select()
        .from(hydrationIntakes)
        .where(intakesOf(userId, { on: date }))
        .orderBy(asc(hydrationIntakes.scheduledTime), asc(hydrationIntakes.id));
    },

    /** ml drunk (completed intakes) per date in [fromDate, toDate]. */
    async totalsByDay(userId: string, fromDate: string, toDate: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ date: hydrationIntakes.date, total: sum(hydrationIntakes.amountMl) })
        .from(hydrationIntakes)
        .where(intakesOf(userId, { fromDate, toDate, completed: true }))
        .groupBy(hydrationIntakes.date);
      return new Map<string, number>(rows.map((row) => [row.date, Number(row.total ?? 0)]));
    },

    find: (userId: string, id: string): Promise<HydrationIntakeRow | null> =>
      findOwned(db, hydrationIntakes, userId, id),

    /** Marks or unmarks a reminder; an unscheduled intake is left alone (undefined, as for no row). */
    async setCompleted(
      userId: string,
      id: string,
      completed: boolean,
      now: Date,
    ): Promise<HydrationIntakeRow | undefined> {
      const [row] = await db
        .update(hydrationIntakes)
        .set(completed ? { completed, actualTime: now } : { completed, actualTime: null })
        .where(and(mine(userId, id), isNotNull(hydrationIntakes.dueAt)))
        .returning();
      return row;
    },

    /**
     * Pending reminder only: +`minutes` (wrapping past midnight), snoozed, and the count incremented in
     * SQL; it comes due again later, so it may be pushed again.
     */
    async snooze(userId: string, id: string, minutes: number): Promise<HydrationIntakeRow | undefined> {
      const [row] = await db
        .update(hydrationIntakes)
        .set({
          snoozed: true,
          snoozeCount: sql`${hydrationIntakes.snoozeCount} + 1`,
          scheduledTime: sql`${hydrationIntakes.scheduledTime} + make_interval(mins => ${minutes}::int)`,
          dueAt: sql`${hydrationIntakes.dueAt} + make_interval(mins => ${minutes}::int)`,
          notifiedAt: null,
        })
        .where(and(mine(userId, id), eq(hydrationIntakes.completed, false)))
        .returning();
      return row;
    },

    /**
     * An unscheduled, completed intake: never due (no due instant, see isReminder), so it is not one
     * of the day's reminders and never pushed. With a client id it is inserted once, atomically: the
     * same id of the same user returns the stored row (`created: false`); an id of another user returns null.
     */
    async insertCompleted(
      userId: string,
      intake: { id?: string; date: string; scheduledTime: string; amountMl: number; at: Date },
    ): Promise<{ row: HydrationIntakeRow; created: boolean } | null> {
      return insertOnce(db, hydrationIntakes, {
        ...(intake.id ? { id: intake.id } : {}),
        userId,
        date: intake.date,
        scheduledTime: intake.scheduledTime,
        amountMl: intake.amountMl,
        completed: true,
        actualTime: intake.at,
        dueAt: null,
      });
    },

    /** One page of the drunk (completed) intakes dated [fromDate, toDate], newest first, and the total. Served by (user_id, date). */
    async page(
      userId: string,
      range: { fromDate: string; toDate: string; offset: number; limit: number },
    ): Promise<{ rows: HydrationIntakeRow[]; total: number }> {
      // The log is what was drunk; a reminder not (yet) marked is today's schedule, not history.
      const where = intakesOf(userId, { fromDate: range.fromDate, toDate: range.toDate, completed: true });
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(hydrationIntakes)
          .where(where)
          .orderBy(desc(hydrationIntakes.date), desc(hydrationIntakes.scheduledTime), desc(hydrationIntakes.id))
          .offset(range.offset)
          .limit(range.limit),
        db.select({ total: count() }).from(hydrationIntakes).where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },
    delete: (userId: string, id: string) => deleteOwned(db, hydrationIntakes, userId, id),
  };
}
export type HydrationRepo = ReturnType<typeof createHydrationRepo>;
