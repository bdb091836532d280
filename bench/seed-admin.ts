// Seeds users for the admin back-office: the E2E journey's accounts (e2e/admin.spec.ts) or a bench
// population (bench/admin.ts).
//
//   node --import tsx bench/seed-admin.ts --data-dir DIR --e2e [--fresh]
//     before a server starts on DIR: the accounts of e2e/admin.spec.ts (registered through the app).
//     The admin is then granted by the CLI (`npm run admin -- grant`), as in production.
//   node --import tsx bench/seed-admin.ts (--data-dir DIR | --database-url URL) --users 100000
//     100,000 users with profiles, subscriptions (free, the three paid plans, every status, ends
//     from 60 days ago to a year ahead) and payments, in set-based INSERT … SELECT statements;
//     plus one admin account registered through the app (printed).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { buildApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { userSubscriptions } from '../apps/api/src/db/schema/subscriptions';
import { createAdminRepo } from '../apps/api/src/modules/admin/admin.repo';
import { register, SEED_PASSWORD, withSeedApp } from './seed-history';

const DAY = 24 * 60 * 60 * 1000;

/** The accounts of e2e/admin.spec.ts. */
export const ADMIN_E2E_ACCOUNTS = {
  /** The first account of the instance (it becomes admin by the first-account rule; unused by the journey). */
  founder: { email: 'fundadora@example.com', fullName: 'Fundadora Primeira' },
  /** Granted by the CLI in the E2E server's start command. */
  admin: { email: 'admin.e2e@example.com', fullName: 'Administradora E2E' },
  /** A premium monthly subscriber 5 days from the end, with accents in her name. */
  subscriber: { email: 'conceicao.araujo@example.com', fullName: 'Conceição Araújo' },
  bulk: [
    { email: 'lote.um@example.com', fullName: 'Lote Um' },
    { email: 'lote.dois@example.com', fullName: 'Lote Dois' },
    { email: 'lote.tres@example.com', fullName: 'Lote Três' },
  ],
} as const;

/** The accounts of e2e/admin.spec.ts, registered through `app` on `database` (the founder first). */
export async function seedAdminE2eAccounts(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
): Promise<void> {
  const accounts = ADMIN_E2E_ACCOUNTS;
  await register(app, accounts.founder.email, accounts.founder.fullName);
  await register(app, accounts.admin.email, accounts.admin.fullName);
  const subscriber = await register(app, accounts.subscriber.email, accounts.subscriber.fullName);
  for (const account of accounts.bulk) await register(app, account.email, account.fullName);
  await database.db
    .update(userSubscriptions)
    .set({ plan: 'premium_monthly', status: 'active', currentPeriodEnd: new Date(Date.now() + 5 * DAY) })
    .where(eq(userSubscriptions.userId, subscriber));
}

const FIRST_NAMES = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Antônio',
  'Francisca',
  'Paulo',
  'Adriana',
  'Carlos',
  'Juliana',
  'Lucas',
  'Márcia',
  'Pedro',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Gabriel',
  'Aline',
  'Marcos',
  'Sandra',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Conceição',
  'Rocha',
  'Dias',
];
const pgArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * `count` users in set-based statements. Distribution: 60% free, 15% monthly, 10% quarterly, 15%
 * annual; paid ends spread from 60 days ago to 365 days ahead; 5% of paid ones cancelled, 2% pending;
 * each paid user with 1–3 payments.
 */
export async function seedPopulation(database: Database, count: number, batch = 20_000): Promise<void> {
  const { db } = database;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select gen_random_uuid()::text,
        (${pgArray(FIRST_NAMES)})[1 + i % 20] || ' ' || (${pgArray(LAST_NAMES)})[1 + (i / 20) % 20],
        'usuario' || i || '@exemplo.com.br', true,
        now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await db.execute(sql`
    insert into profiles (id, full_name, created_at, updated_at)
    select u.id, u.name, u.created_at, u.created_at from users u
    where not exists (select 1 from profiles p where p.id = u.id)`);
  await db.execute(sql`
    insert into user_subscriptions (user_id, plan, status, current_period_start, current_period_end, created_at, updated_at)
    select u.id, t.plan,
      case when t.plan = 'free' then 'active' when t.r < 5 then 'cancelled' when t.r < 7 then 'pending' else 'active' end,
      u.created_at,
      case when t.plan = 'free' then null else now() + ((t.h % 425) - 60 || ' days')::interval + ((t.h % 1440) || ' minutes')::interval end,
      u.created_at, u.created_at + ((t.h % 1000) || ' minutes')::interval
    from users u
    cross join lateral (
      select abs(hashtext(u.id)) as h, abs(hashtext(u.id || 'r')) % 100 as r,
        case when abs(hashtext(u.id || 'p')) % 100 < 60 then 'free'
             when abs(hashtext(u.id || 'p')) % 100 < 75 then 'premium_monthly'
             when abs(hashtext(u.id || 'p')) % 100 < 85 then 'premium_quarterly'
             else 'premium_annual' end as plan
    ) t
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into payment_history (user_id, plan, amount_cents, payment_status, paid_at, created_at)
    select s.user_id, s.plan,
      case s.plan when 'premium_monthly' then 1990 when 'premium_quarterly' then 500 else 17990 end,
      case when n = 3 and abs(hashtext(s.user_id)) % 10 = 0 then 'refused' else 'paid' end,
      now() - ((n * 30 + abs(hashtext(s.user_id)) % 30) || ' days')::interval,
      now() - ((n * 30 + abs(hashtext(s.user_id)) % 30) || ' days')::interval
    from user_subscriptions s
    cross join generate_series(1, 3) as n
    where s.plan <> 'free' and n <= 1 + abs(hashtext(s.user_id || 'n')) % 3
      and not exists (select 1 from payment_history ph where ph.user_id = s.user_id)`);
  await db.execute(sql`analyze`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      e2e: { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      users: { type: 'string', default: '100000' },
    },
  });
  const dataDir = values['data-dir'] ?? null;
  if (!dataDir && !values['database-url']) throw new Error('--data-dir or --database-url is required');
  if (values.fresh && dataDir && !values['database-url'])
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  await withSeedApp({ dataDir, databaseUrl: values['database-url'] }, async (app, database) => {
    if (values.e2e) {
      await seedAdminE2eAccounts(app, database);
      console.log('seed-admin: E2E accounts ready');
    } else {
      const email = `admin.bench.${Date.now()}@example.com`;
      const id = await register(app, email, 'Admin Bench');
      await createAdminRepo(database.db).grant(id);
      const started = performance.now();
      await seedPopulation(database, Number(values.users));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(JSON.stringify({ email, password: SEED_PASSWORD, users: Number(values.users), seconds }));
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
