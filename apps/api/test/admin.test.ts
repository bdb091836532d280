import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { ADMIN_MESSAGES, type AdminUserRow } from '@prato/core/schemas/admin';
import { expect, test } from 'vitest';
// admin_user_rows (kept by triggers), the audit and the payment tables are the subject; see each planted row.
import { adminHistory, adminSegments, adminUserRows } from '../src/db/schema/admin';
import { unmatchedPaymentEvents, userEvents } from '../src/db/schema';
import { paymentHistory, userSubscriptions } from '../src/db/schema/subscriptions';
import { listOperations, type OpenApiDocument } from './sweeps';
import { client, createTestApp, makePremium, signUp, signUpAdmin } from './fixtures';

// 10:30 in São Paulo on 10/06/2025.
const NOW = new Date('2025-06-10T13:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** The first account of an instance is its admin (README: Administradores); the others are not. */
async function setup() {
  const t = await createTestApp({ now: () => NOW });
  const admin = await signUpAdmin(t, { email: 'chefe@example.com', fullName: 'Chefe Admin' });
  return { t, admin };
}

const emailsOf = (page: { users: { email: string }[] }) => page.users.map((row) => row.email);
const message = (response: { json: () => { error: { message: string } } }) => response.json().error.message;

test('every admin route answers 401 signed out and 403 to a non-admin, before looking at the input', async () => {
  const { t } = await setup();
  try {
    const ordinary = await signUp(t);
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const operations = listOperations(doc).filter((operation) => operation.path.startsWith('/api/admin/'));
    expect(operations.map((operation) => operation.id).sort()).toEqual(
      [
        'DELETE /api/admin/segments/{id}',
        'GET /api/admin/metrics',
        'GET /api/admin/segments',
        'GET /api/admin/users',
        'GET /api/admin/users/export',
        'GET /api/admin/users/{id}/history',
        'GET /api/admin/unmatched-payment-events',
        'PATCH /api/admin/users/{id}/subscription',
        'POST /api/admin/segments',
        'POST /api/admin/users/bulk-update',
        'POST /api/admin/users/lookup',
      ].sort(),
    );
    const anonymous = client(t);
    for (const operation of operations) {
      // A malformed id and a garbage body: the answer must not tell whether they would be valid.
      const url = `${operation.path.replace('{id}', 'not-an-id')}?page=-1&sort=nothing`;
      const body = ['POST', 'PATCH', 'PUT'].includes(operation.method) ? { garbage: true } : undefined;
      const call = (c: ReturnType<typeof client>) =>
        operation.method === 'GET'
          ? c.get(url)
          : operation.method === 'DELETE'
            ? c.del(url)
            : operation.method === 'PATCH'
              ? c.patch(url, body)
              : c.post(url, body);
      const forbidden = await call(ordinary);
      expect(forbidden.statusCode, operation.id).toBe(403);
      expect(message(forbidden), operation.id).toBe(AUTH_MESSAGES.forbiddenAdmin);
      const signedOut = await call(anonymous);
      expect(signedOut.statusCode, operation.id).toBe(401);
      expect(message(signedOut), operation.id).toBe('Sessão expirada. Faça login novamente.');
    }
  } finally {
    await t.close();
  }
});

test('list: search by part of the e-mail or name, filters by plan, status, due days and risk, sorts, pages of 25', async () => {
  const { t, admin } = await setup();
  try {
    const maria = await signUp(t, { registration: { email: 'maria.silva@example.com', fullName: 'Maria Silva' } });
    const joao = await signUp(t, { registration: { email: 'joao@example.com', fullName: 'João Conceição' } });
    const bia = await signUp(t, { registration: { email: 'bia@example.com', fullName: 'Beatriz 100%_off' } });
    await makePremium(t, maria.id, { plan: 'premium_monthly', periodEnd: new Date(NOW.getTime() + 5 * DAY) });
    await makePremium(t, joao.id, { plan: 'premium_annual', periodEnd: new Date(NOW.getTime() + 20 * DAY) });
    await makePremium(t, bia.id, { plan: 'premium_quarterly', periodEnd: new Date(NOW.getTime() - DAY) });
    // Past payments are planted: the payment path would also move the period ends set above.
    await t.db.insert(paymentHistory).values([
      {
        userId: joao.id,
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'paid',
        paidAt: new Date(NOW.getTime() - 10 * DAY),
      },
      {
        userId: joao.id,
        plan: 'premium_monthly',
        amountCents: 1990,
        paymentStatus: 'paid',
        paidAt: new Date(NOW.getTime() - 100 * DAY),
      },
    ]);

    const list = async (query: string) => {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { users: { email: string; [key: string]: unknown }[]; total: number; pageSize: number };
    };
    const emails = (page: { users: { email: string }[] }) => page.users.map((row) => row.email);

    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.pageSize).toBe(25);
    expect(emails(await list('search=SILVA'))).toEqual(['maria.silva@example.com']);
    expect(emails(await list('search=concei'))).toEqual(['joao@example.com']);
    // LIKE wildcards in the term are literal characters.
    expect(emails(await list(`search=${encodeURIComponent('100%_')}`))).toEqual(['bia@example.com']);
    expect(emails(await list(`search=${encodeURIComponent('%')}`))).toEqual(['bia@example.com']);
    expect(emails(await list('plans=premium_monthly,premium_annual&sort=email&direction=asc'))).toEqual([
      'joao@example.com',
      'maria.silva@example.com',
    ]);
    expect(emails(await list('dueInDays=7'))).toEqual(['maria.silva@example.com']);
    expect(emails(await list('dueInDays=30&sort=daysRemaining&direction=asc'))).toEqual([
      'maria.silva@example.com',
      'joao@example.com',
    ]);
    expect(emails(await list('risk=expired'))).toEqual(['bia@example.com']);
    expect(emails(await list('risk=due_30'))).toEqual(['joao@example.com']);
    expect((await list('risk=ok')).total).toBe(1);
    expect(emails(await list('statuses=cancelled'))).toEqual([]);

    const joaoRow = (await list('search=joao')).users[0];
    expect(joaoRow).toMatchObject({
      userId: joao.id,
      fullName: 'João Conceição',
      plan: 'premium_annual',
      planLabel: 'Premium Anual',
      status: 'active',
      statusLabel: 'Ativa',
      daysRemaining: 20,
      riskBucket: 'due_30',
      lastPaymentStatus: 'paid',
      lastPaymentAmount: 17990,
      lastPaymentAt: new Date(NOW.getTime() - 10 * DAY).toISOString(),
    });
    expect((await list('search=bia')).users[0]).toMatchObject({
      statusLabel: 'Expirada',
      daysRemaining: 0,
      riskBucket: 'expired',
    });

    expect(emails(await list('sort=lastPaymentAmount&direction=desc'))[0]).toBe('joao@example.com');
    const byEmailDesc = emails(await list('sort=email&direction=desc'));
    expect(byEmailDesc).toEqual([...byEmailDesc].sort().reverse());
    expect(emails(await list('sort=fullName&direction=asc'))).toEqual([
      'bia@example.com',
      'chefe@example.com',
      'joao@example.com',
      'maria.silva@example.com',
    ]);
    const page2 = await list('sort=email&direction=asc&pageSize=3&page=2');
    expect(page2.total).toBe(4);
    expect(emails(page2)).toEqual(['maria.silva@example.com']);

    for (const bad of [
      'page=0',
      'pageSize=101',
      'sort=password',
      'direction=up',
      'plans=gold',
      'dueInDays=15',
      'risk=x',
    ]) {
      const res = await admin.get(`/api/admin/users?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  } finally {
    await t.close();
  }
});

test('metrics: total users, subscribers per paid plan and the risk buckets', async () => {
  const { t, admin } = await setup();
  try {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    const d = await signUp(t);
    await makePremium(t, a.id, { plan: 'premium_monthly', periodEnd: new Date(NOW.getTime() + 3 * DAY) });
    await makePremium(t, b.id, { plan: 'premium_annual', periodEnd: new Date(NOW.getTime() + 200 * DAY) });
    await makePremium(t, c.id, { plan: 'premium_annual', periodEnd: new Date(NOW.getTime() + 10 * DAY) });
    await makePremium(t, d.id, { plan: 'premium_quarterly', periodEnd: new Date(NOW.getTime() - 3 * DAY) });
    const res = await admin.get('/api/admin/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 5,
      planCounts: { premium_monthly: 1, premium_quarterly: 0, premium_annual: 2 },
      risk: { expired: 1, due_7: 1, due_30: 1, ok: 2 },
    });
  } finally {
    await t.close();
  }
});

test('update: +30 days, plan, end date and notes; each change and its audit row in one transaction', async () => {
  const { t, admin } = await setup();
  try {
    const ana = await signUp(t);
    // Free to monthly with 30 days: from now.
    const first = await admin.patch(`/api/admin/users/${ana.id}/subscription`, {
      plan: 'premium_monthly',
      addDays: 30,
      notes: 'Cortesia',
    });
    expect(first.statusCode, first.body).toBe(200);
    const end1 = new Date(NOW.getTime() + 30 * DAY).toISOString();
    expect(first.json().user).toMatchObject({ plan: 'premium_monthly', currentPeriodEnd: end1, daysRemaining: 30 });
    expect(first.json().entry).toMatchObject({
      actionType: 'update_subscription',
      adminEmail: 'chefe@example.com',
      notes: 'Cortesia',
      beforeState: { plan: 'free', status: 'active', currentPeriodEnd: null },
      afterState: { plan: 'premium_monthly', status: 'active', currentPeriodEnd: end1 },
    });
    // The user's open tabs are told (the live stream's event), and the user's own view agrees.
    const events = await t.db.select().from(userEvents).where(eq(userEvents.userId, ana.id));
    expect(events.map((event) => event.type)).toEqual(['subscription']);
    expect((await ana.get('/api/me/subscription')).json()).toMatchObject({
      effectivePlan: 'premium_monthly',
      daysRemaining: 30,
    });

    // +30 again counts from the current end, not from today.
    const second = await admin.patch(`/api/admin/users/${ana.id}/subscription`, { addDays: 30 });
    expect(second.json().user.daysRemaining).toBe(60);

    // An end date is the end of that day in the admin's zone (São Paulo): 23:59:59 −03:00.
    const third = await admin.patch(`/api/admin/users/${ana.id}/subscription`, { endDate: '2025-07-01' });
    expect(third.json().user.currentPeriodEnd).toBe('2025-07-02T02:59:59.000Z');

    // Notes alone: an audit row, no change.
    const note = await admin.patch(`/api/admin/users/${ana.id}/subscription`, { notes: 'Ligou para o suporte' });
    expect(note.statusCode).toBe(200);
    expect(note.json().entry.beforeState).toEqual(note.json().entry.afterState);

    // Refused changes change nothing and leave no audit row.
    const before = await t.db.select().from(adminHistory).where(eq(adminHistory.userId, ana.id));
    const free = await admin.patch(`/api/admin/users/${ana.id}/subscription`, { plan: 'free', addDays: 30 });
    expect(free.statusCode).toBe(400);
    expect(message(free)).toBe(ADMIN_MESSAGES.freeWithEnd);
    for (const body of [
      {},
      { notes: '' },
      { addDays: 0 },
      { addDays: 30, endDate: '2025-08-01' },
      { plan: 'gold' },
      { endDate: '2025-02-30' },
    ]) {
      const res = await admin.patch(`/api/admin/users/${ana.id}/subscription`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = await t.db.select().from(adminHistory).where(eq(adminHistory.userId, ana.id));
    expect(after.length).toBe(before.length);
    const [sub] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, ana.id));
    expect(sub?.currentPeriodEnd?.toISOString()).toBe('2025-07-02T02:59:59.000Z');

    // History, newest first, with the admin's e-mail.
    const history = await admin.get(`/api/admin/users/${ana.id}/history`);
    expect(history.statusCode).toBe(200);
    const entries = history.json().history as { actionType: string; adminEmail: string; notes: string | null }[];
    expect(entries.map((entry) => entry.notes)).toEqual(['Ligou para o suporte', null, null, 'Cortesia']);
    expect(entries.every((entry) => entry.adminEmail === 'chefe@example.com')).toBe(true);

    // Back to free: no end date.
    const back = await admin.patch(`/api/admin/users/${ana.id}/subscription`, { plan: 'free' });
    expect(back.json().user).toMatchObject({ plan: 'free', currentPeriodEnd: null, daysRemaining: null });

    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await admin.patch(`/api/admin/users/${unknown}/subscription`, { addDays: 30 });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(ADMIN_MESSAGES.userNotFound);
    expect((await admin.get(`/api/admin/users/${unknown}/history`)).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});

test('bulk update: the same change for each user, success and failed lists with reasons', async () => {
  const { t, admin } = await setup();
  try {
    const users = [await signUp(t), await signUp(t), await signUp(t)];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await admin.post('/api/admin/users/bulk-update', {
      ids: [...users.map((u) => u.id), unknown],
      change: { plan: 'premium_quarterly', addDays: 90, notes: 'Campanha' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: users.map((u) => ({ userId: u.id })),
      failed: [{ userId: unknown, reason: ADMIN_MESSAGES.userNotFound }],
    });
    for (const u of users) {
      const [sub] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, u.id));
      expect(sub?.plan).toBe('premium_quarterly');
      const [entry] = await t.db.select().from(adminHistory).where(eq(adminHistory.userId, u.id));
      expect(entry).toMatchObject({ actionType: 'bulk_update', adminEmail: 'chefe@example.com', notes: 'Campanha' });
    }
    // A refusal of the rule is a reason per user, not a failure of the call.
    const refused = await admin.post('/api/admin/users/bulk-update', {
      ids: [users[0]?.id],
      change: { plan: 'free', addDays: 30 },
    });
    expect(refused.json()).toEqual({
      success: [],
      failed: [{ userId: users[0]?.id, reason: ADMIN_MESSAGES.freeWithEnd }],
    });
    for (const ids of [[], 'x', Array.from({ length: 501 }, () => unknown), ['not-a-uuid']]) {
      expect((await admin.post('/api/admin/users/bulk-update', { ids, change: { addDays: 1 } })).statusCode).toBe(400);
    }
  } finally {
    await t.close();
  }
});

test('users by ids: the rows asked for; empty for an empty or non-list input', async () => {
  const { t, admin } = await setup();
  try {
    const ana = await signUp(t);
    const lookup = (body: unknown) => admin.post('/api/admin/users/lookup', body);
    expect(
      (await lookup({ ids: [ana.id, 'nonsense', 42] })).json().users.map((u: { userId: string }) => u.userId),
    ).toEqual([ana.id]);
    for (const ids of [[], 'abc', 7, null, { a: 1 }]) {
      const res = await lookup({ ids });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ users: [] });
    }
    expect((await lookup({})).json()).toEqual({ users: [] });
  } finally {
    await t.close();
  }
});

test('segments: save, list, delete, each audited', async () => {
  const { t, admin } = await setup();
  try {
    const saved = await admin.post('/api/admin/segments', {
      name: 'Vencendo na semana',
      description: 'Mensais que vencem em 7 dias',
      filters: { plans: ['premium_monthly'], dueInDays: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const segment = saved.json();
    expect(segment).toMatchObject({
      name: 'Vencendo na semana',
      filters: { plans: ['premium_monthly'], dueInDays: 7 },
    });
    expect((await admin.get('/api/admin/segments')).json().segments).toEqual([segment]);
    for (const body of [
      { name: '', filters: {} },
      { name: 'x', filters: { dueInDays: 15 } },
      { name: 'x', filters: { owner: 1 } },
    ]) {
      expect((await admin.post('/api/admin/segments', body)).statusCode).toBe(400);
    }
    expect((await admin.del(`/api/admin/segments/${segment.id}`)).json()).toEqual({ deleted: true });
    expect((await admin.del(`/api/admin/segments/${segment.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(adminSegments)).toEqual([]);
    const audit = await t.db.select().from(adminHistory);
    expect(audit.map((row) => row.actionType).sort()).toEqual(['delete_segment', 'save_segment']);
  } finally {
    await t.close();
  }
});

test("CSV export: ';'-separated, UTF-8 with BOM, the filename pattern, accents and quotes intact, filtered", async () => {
  const { t, admin } = await setup();
  try {
    const joao = await signUp(t, { registration: { email: 'joao@example.com', fullName: 'João "Jota"; Conceição' } });
    await signUp(t, { registration: { email: 'eva@example.com', fullName: '=HYPERLINK("x")' } });
    await makePremium(t, joao.id, { plan: 'premium_annual', periodEnd: new Date(NOW.getTime() + 20 * DAY) });
    // A past payment is planted: the payment path would also move the period end set above.
    await t.db.insert(paymentHistory).values({
      userId: joao.id,
      plan: 'premium_annual',
      amountCents: 17990,
      paymentStatus: 'paid',
      paidAt: new Date(NOW.getTime() - 10 * DAY),
    });
    const res = await admin.get('/api/admin/users/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="prato-certo-usuarios-2025-06-10T13-30-00.csv"',
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Email;Plano;Status;Início do período;Fim do período;Dias restantes;Último pagamento;Data do último pagamento;Valor do último pagamento;Cadastro;Atualizado em',
    );
    expect(lines).toHaveLength(4);
    const joaoLine = lines.find((line) => line.includes('joao@example.com'));
    expect(joaoLine?.startsWith('"João ""Jota""; Conceição";joao@example.com;Premium Anual;Ativa;')).toBe(true);
    // The name's ';' is inside quotes: the end date and the days remaining are fields 6 and 7 of a naive split.
    expect(joaoLine?.split(';').slice(6, 8)).toEqual(['30/06/2025 10:30', '20']);
    // The payment status in the words the table uses, not the stored code.
    expect(joaoLine?.split(';').slice(8, 11)).toEqual(['Pago', '31/05/2025 10:30', 'R$ 179,90']);
    expect(lines.find((line) => line.includes('eva@example.com'))?.startsWith(`"'=HYPERLINK(""x"")";`)).toBe(true);

    const filtered = await admin.get('/api/admin/users/export?plans=premium_annual');
    expect(filtered.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
    const [audit] = await t.db.select().from(adminHistory).where(eq(adminHistory.actionType, 'export_users')).limit(1);
    expect(audit?.adminEmail).toBe('chefe@example.com');
  } finally {
    await t.close();
  }
});

test('the export streams past one batch in sign-up order', async () => {
  const { t, admin } = await setup();
  try {
    // 1,000 rows per batch: 1,001 users need a second keyset query (planted: 1,000 sign-ups would take minutes).
    const { users } = await import('../src/db/schema/auth');
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Usuária ${i}`,
      email: `u${i}@example.com`,
      createdAt: new Date(NOW.getTime() - (i + 1) * 60_000),
    }));
    await t.db.insert(users).values(rows);
    const res = await admin.get('/api/admin/users/export');
    const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1001);
    const order = lines.slice(2).map((line) => line.split(';')[1]);
    expect(order).toEqual(rows.map((row) => row.email));
    expect(new Set(lines).size).toBe(lines.length);
  } finally {
    await t.close();
  }
});

test('unmatched payment events: the ones the payments module kept, newest first, 50 per page', async () => {
  const { t, admin } = await setup();
  try {
    const rows = Array.from({ length: 51 }, (_, i) => ({
      orderId: `pedido-${i}`,
      eventType: 'order_approved',
      email: i === 50 ? 'desconhecida@example.com' : null,
      externalId: null,
      reason: i === 50 ? 'unknown_user' : 'unknown_plan',
      details: { productName: 'Prato Certo Premium', chargeAmount: 1990 },
      source: 'webhook',
      receivedAt: new Date(NOW.getTime() - (50 - i) * 60_000),
    }));
    // Planted with past arrival times: the payments module keeps each at the clock's now.
    await t.db.insert(unmatchedPaymentEvents).values(rows);
    const first = await admin.get('/api/admin/unmatched-payment-events');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(51);
    expect(page.events).toHaveLength(50);
    expect(page.events[0]).toMatchObject({
      orderId: 'pedido-50',
      email: 'desconhecida@example.com',
      reason: 'unknown_user',
      reasonLabel: 'Nenhuma conta com este email ou id',
      productName: 'Prato Certo Premium',
      chargeAmount: 1990,
      source: 'webhook',
    });
    const second = (await admin.get('/api/admin/unmatched-payment-events?page=2')).json();
    expect(second.events.map((event: { orderId: string }) => event.orderId)).toEqual(['pedido-0']);
    expect((await admin.get('/api/admin/unmatched-payment-events?page=0')).statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test('the admin table follows every write: sign-up, name, subscription, payments, deletion', async () => {
  const { t, admin } = await setup();
  try {
    const ana = await signUp(t, { registration: { email: 'ana.rows@example.com', fullName: 'Ana Antes' } });
    const row = async () =>
      ((await admin.get('/api/admin/users?search=ana.rows')).json().users as AdminUserRow[])[0] ?? null;
    expect(await row()).toMatchObject({ fullName: 'Ana Antes', plan: 'free', lastPaymentAt: null });

    expect((await ana.patch('/api/profile', { fullName: 'Ana Depois' })).statusCode).toBe(200);
    expect((await row())?.fullName).toBe('Ana Depois');
    expect(emailsOf((await admin.get('/api/admin/users?search=depois')).json())).toEqual(['ana.rows@example.com']);

    await makePremium(t, ana.id, { plan: 'premium_annual', periodEnd: new Date(NOW.getTime() + 3 * DAY) });
    expect(await row()).toMatchObject({ plan: 'premium_annual', daysRemaining: 3, riskBucket: 'due_7' });
    // The row follows the subscription table itself (a cancellation has no route of its own here).
    // The triggers are the subject: these writes (a cancelled status, a deleted payment) no route makes.
    await t.db.update(userSubscriptions).set({ status: 'cancelled' }).where(eq(userSubscriptions.userId, ana.id));
    expect(await row()).toMatchObject({ status: 'cancelled', daysRemaining: null, riskBucket: 'ok' });

    const [older] = await t.db
      .insert(paymentHistory)
      .values({
        userId: ana.id,
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'paid',
        paidAt: new Date(NOW.getTime() - 5 * DAY),
      })
      .returning();
    const [newer] = await t.db
      .insert(paymentHistory)
      .values({
        userId: ana.id,
        plan: 'premium_annual',
        amountCents: 17990,
        paymentStatus: 'refunded',
        paidAt: new Date(NOW.getTime() - DAY),
      })
      .returning();
    expect((await row())?.lastPaymentStatus).toBe('refunded');
    await t.db.delete(paymentHistory).where(eq(paymentHistory.id, newer?.id ?? ''));
    expect(await row()).toMatchObject({ lastPaymentStatus: 'paid', lastPaymentAt: older?.paidAt?.toISOString() });

    expect((await ana.post('/api/account/delete', { password: 'segredo123' })).statusCode).toBe(200);
    expect(await row()).toBeNull();
    expect(await t.db.select().from(adminUserRows).where(eq(adminUserRows.userId, ana.id))).toEqual([]);
  } finally {
    await t.close();
  }
});
