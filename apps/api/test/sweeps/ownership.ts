import { statusClass } from './check';
import { buildUrl, exampleFor, exampleQuery, listOperations, type Operation } from './openapi';
import { createRng, type Rng } from './random';
import {
  describeRequest,
  jsonOf,
  type OpenApiDocument,
  type Send,
  type SweepRequest,
  type SweepSession,
} from './types';

/**
 * The ownership sweep: a first user (the owner) creates rows through every create operation the
 * OpenAPI document has for a collection that is addressed by id; a second user (the intruder)
 * then tries every operation that takes an id (read, update, delete, actions) on those rows,
 * reuses the owner's client-generated ids on create, sets user references to the owner, and
 * reads every list. Afterwards the owner reads its rows back: they must be unchanged.
 *
 * A breach is: a 2xx on another user's row, a response that carries the owner's ids or e-mail,
 * a reused client id not answered 409, or a row of the owner changed or gone.
 */

export interface OwnershipOptions {
  send: Send;
  doc: OpenApiDocument;
  owner: SweepSession;
  intruder: SweepSession;
  seed?: string;
  /** Answers `{ user: { id, email } }` for a session (default GET /api/auth/session). */
  identityPath?: string;
  filter?: (operation: Operation) => boolean;
  /** Rows the owner creates per create operation (default 2). */
  rowsPerCollection?: number;
  onAttempt?: (attempt: OwnershipAttempt) => void;
}

export interface OwnershipAttempt {
  operation: string;
  label: string;
  request: string;
  status: number | null;
  /** Why this attempt is a breach. */
  breach?: string;
  /** Why this attempt proves nothing (refused before the ownership check, e.g. a 400). */
  inconclusive?: string;
}

export interface OwnershipReport {
  /** The owner's rows: create operation, id, and whether it could be read back for the final check. */
  rows: { operation: string; collection: string; id: string; verifiable: boolean }[];
  /** Create operations that did not create (their collection is not covered). */
  createFailures: { operation: string; status: number; body: string }[];
  attempts: number;
  byClass: Record<string, number>;
  breaches: OwnershipAttempt[];
  inconclusive: OwnershipAttempt[];
  /** The owner doing the same on its own rows: the refusals above came from the ownership check. */
  controls: { ok: number; failed: OwnershipAttempt[] };
}

interface Identity {
  id: string;
  email: string;
}

interface OwnedRow {
  operation: string;
  collection: string;
  id: string;
  snapshot: string | null;
}

const USER_REFERENCE = /^(user_?id|owner_?id|user|owner|account_?id|profile_?id)$/i;

/** The collection an id path belongs to: /api/goals/{id}/complete → /api/goals. */
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{')).replace(/\/$/, '');

function findById(value: unknown, id: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findById(item, id);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    if ((value as { id?: unknown }).id === id) return value;
    for (const item of Object.values(value)) {
      const found = findById(item, id);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A valid body for an operation, with date-times set to an hour ago and calendar dates to the day
 * before it (inside every list's default window; a past day in any zone, so a meal planned for that
 * day is eaten on it, not an hour ago).
 */
function bodyFor(operation: Operation, rng: Rng, variant: number, recent: string): Record<string, unknown> | undefined {
  if (!operation.body) return undefined;
  const body = exampleFor(operation.body.schema, rng, '', variant);
  const recentDate = new Date(Date.parse(recent) - 24 * 3600_000).toISOString().slice(0, 10);
  const refresh = (value: unknown, schema = operation.body?.schema): unknown => {
    if (Array.isArray(value)) return value.map((item) => refresh(item, schema?.items));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, refresh(item, schema?.properties?.[key])]),
      );
    }
    return schema?.format === 'date-time' ? recent : schema?.format === 'date' ? recentDate : value;
  };
  return refresh(body) as Record<string, unknown>;
}

export async function runOwnershipSweep(options: OwnershipOptions): Promise<OwnershipReport> {
  const { send } = options;
  const rng = createRng(`${options.seed ?? 'prato-certo'}:ownership`);
  const operations = listOperations(options.doc).filter(options.filter ?? (() => true));
  const report: OwnershipReport = {
    rows: [],
    createFailures: [],
    attempts: 0,
    byClass: {},
    breaches: [],
    inconclusive: [],
    controls: { ok: 0, failed: [] },
  };
  const recent = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000).toISOString();
  const as = (session: SweepSession, request: SweepRequest): SweepRequest => ({
    ...request,
    headers: { ...request.headers, ...session.headers },
  });
  const jsonBody = (method: string, url: string, body: unknown): SweepRequest =>
    body === undefined
      ? { method, url }
      : { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };

  const identityPath = options.identityPath ?? '/api/auth/session';
  const identify = async (session: SweepSession): Promise<Identity> => {
    const response = await send(as(session, { method: 'GET', url: identityPath }));
    const user = (jsonOf(response) as { user?: Identity } | undefined)?.user;
    if (!user?.id) throw new Error(`${identityPath} answered ${response.status}: no user`);
    return { id: user.id, email: user.email };
  };
  const owner = await identify(options.owner);
  const intruder = await identify(options.intruder);
  if (owner.id === intruder.id) throw new Error('owner and intruder are the same user');

  // 1. The owner creates rows in every collection that has operations by id.
  // Operations addressed by a row id (/api/meals/{id}); not those keyed by a value such as a date.
  const idOperations = operations.filter(
    (operation) =>
      operation.pathParams.length > 0 &&
      operation.pathParams.every((parameter) => /(^|_|[a-z])(id|Id)$/.test(parameter.name)),
  );
  const collections = [...new Set(idOperations.map((operation) => collectionOf(operation.path)))];
  const creates = operations.filter(
    (operation) =>
      operation.method === 'POST' &&
      operation.pathParams.length === 0 &&
      (collections.includes(operation.path) || operation.body?.schema.properties?.id?.format === 'uuid'),
  );
  const rows: OwnedRow[] = [];
  for (const create of creates) {
    for (let variant = 0; variant < (options.rowsPerCollection ?? 2); variant++) {
      const response = await send(
        as(options.owner, jsonBody('POST', create.path, bodyFor(create, rng, variant, recent))),
      );
      const id = (jsonOf(response) as { id?: unknown } | undefined)?.id;
      if (response.status >= 300 || typeof id !== 'string') {
        report.createFailures.push({
          operation: create.id,
          status: response.status,
          body: response.body.slice(0, 200),
        });
        break;
      }
      rows.push({ operation: create.id, collection: create.path, id, snapshot: null });
    }
  }

  // The owner's rows as its own lists show them (GET on the collection, without and with a query).
  const readBack = async (row: OwnedRow): Promise<string | null> => {
    const list = operations.find((operation) => operation.method === 'GET' && operation.path === row.collection);
    if (!list) return null;
    for (const query of [[], exampleQuery(list, rng)]) {
      const response = await send(as(options.owner, { method: 'GET', url: buildUrl(list, {}, query) }));
      const found = findById(jsonOf(response), row.id);
      if (found !== undefined) return JSON.stringify(found);
    }
    return null;
  };
  for (const row of rows) row.snapshot = await readBack(row);
  report.rows = rows.map((row) => ({
    operation: row.operation,
    collection: row.collection,
    id: row.id,
    verifiable: row.snapshot !== null,
  }));

  const secrets = [owner.id, owner.email, ...rows.map((row) => row.id)];
  const record = (attempt: OwnershipAttempt) => {
    report.attempts++;
    const cls = statusClass(attempt.status);
    report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
    if (attempt.breach) report.breaches.push(attempt);
    else if (attempt.inconclusive) report.inconclusive.push(attempt);
    options.onAttempt?.(attempt);
  };
  const attempt = async (
    operation: Operation,
    label: string,
    request: SweepRequest,
    judge: (status: number, body: string) => Pick<OwnershipAttempt, 'breach' | 'inconclusive'>,
  ) => {
    const sent = as(options.intruder, request);
    let status: number | null = null;
    let verdict: Pick<OwnershipAttempt, 'breach' | 'inconclusive'> = {};
    try {
      const response = await send(sent);
      status = response.status;
      const leaked = secrets.find((secret) => response.body.toLowerCase().includes(secret.toLowerCase()));
      verdict = judge(status, response.body);
      if (!verdict.breach && leaked)
        verdict = { breach: `answer carries the owner's ${leaked === owner.email ? 'e-mail' : 'id'} ${leaked}` };
    } catch (error) {
      verdict = { inconclusive: `no answer: ${(error as Error).message}` };
    }
    record({ operation: operation.id, label, request: describeRequest(sent), status, ...verdict });
  };
  const refused = (status: number, body: string): Pick<OwnershipAttempt, 'breach' | 'inconclusive'> => {
    if (status < 300) return { breach: `answered ${status} on another user's row: ${body.slice(0, 120)}` };
    if (status >= 500) return { inconclusive: `answered ${status}` };
    if (status === 400 || status === 401 || status === 415)
      return { inconclusive: `refused before the ownership check (${status})` };
    return {};
  };

  // 2. Every operation by id, on every row of the owner (its own collection first, then the others).
  for (const operation of idOperations) {
    const own = rows.filter((row) => row.collection === collectionOf(operation.path));
    const targets = own.length > 0 ? [...own, ...rows.filter((row) => !own.includes(row)).slice(0, 2)] : rows;
    for (const row of targets) {
      for (const [label, id] of [
        ['id', row.id],
        ['upper-case id', row.id.toUpperCase()],
      ] as const) {
        const values = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, id]));
        const url = buildUrl(operation, values, exampleQuery(operation, rng));
        await attempt(
          operation,
          `${label} of the owner's ${row.collection} row`,
          jsonBody(operation.method, url, bodyFor(operation, rng, 0, recent)),
          refused,
        );
      }
    }
  }

  // 3. Client-generated ids: creating with the owner's id must answer 409, never return or alter the row.
  for (const create of creates.filter((operation) => operation.body?.schema.properties?.id)) {
    for (const row of rows.filter((item) => item.operation === create.id)) {
      const body = { ...bodyFor(create, rng, 1, recent), id: row.id };
      await attempt(create, "create with the owner's client id", jsonBody('POST', create.path, body), (status, text) =>
        status < 300
          ? { breach: `answered ${status} to a reused id of another user: ${text.slice(0, 120)}` }
          : status === 409
            ? {}
            : { inconclusive: `answered ${status}, expected 409` },
      );
    }
  }

  // 4. User references (a parameter or field naming a user) set to the owner.
  for (const operation of operations) {
    const queryRefs = operation.queryParams.filter((parameter) => USER_REFERENCE.test(parameter.name));
    const bodyRefs = Object.keys(operation.body?.schema.properties ?? {}).filter((name) => USER_REFERENCE.test(name));
    const pathRefs = operation.pathParams.filter((parameter) => USER_REFERENCE.test(parameter.name));
    if (queryRefs.length + bodyRefs.length + pathRefs.length === 0) continue;
    const query = exampleQuery(operation, rng).map(([name, value]): [string, string] =>
      USER_REFERENCE.test(name) ? [name, owner.id] : [name, value],
    );
    const values = Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        USER_REFERENCE.test(parameter.name) ? owner.id : rng.uuid(),
      ]),
    );
    const body = bodyFor(operation, rng, 0, recent);
    for (const name of bodyRefs) if (body) body[name] = owner.id;
    await attempt(
      operation,
      'user reference set to the owner',
      jsonBody(operation.method, buildUrl(operation, values, query), body),
      (status) =>
        status < 300 && operation.method !== 'GET' ? { breach: `answered ${status} acting for another user` } : {},
    );
  }

  // 5. Every list and read without an id: nothing of the owner's may show.
  for (const operation of operations.filter((item) => item.method === 'GET' && item.pathParams.length === 0)) {
    const queries = operation.queryParams.length > 0 ? [[], exampleQuery(operation, rng)] : [[]];
    for (const query of queries) {
      const url = buildUrl(operation, {}, query);
      await attempt(operation, query.length ? 'read with a query' : 'read', { method: 'GET', url }, () => ({}));
    }
  }

  // 6. The owner's rows are as they were.
  for (const row of rows.filter((item) => item.snapshot !== null)) {
    const now = await readBack(row);
    const breach =
      now === null
        ? `the owner's ${row.collection} row ${row.id} is gone`
        : now !== row.snapshot
          ? `the owner's ${row.collection} row ${row.id} changed: ${row.snapshot} → ${now}`
          : undefined;
    if (breach) {
      report.breaches.push({
        operation: row.operation,
        label: 'row unchanged',
        request: `read back ${row.id}`,
        status: null,
        breach,
      });
    }
  }

  // 7. Controls: the owner itself gets through where the intruder was refused (so the refusals were ownership checks).
  const destructive = (operation: Operation) => operation.method === 'DELETE';
  const ordered = [...idOperations.filter((op) => !destructive(op)), ...idOperations.filter(destructive)];
  for (const operation of ordered) {
    const row = rows.find((item) => item.collection === collectionOf(operation.path));
    if (!row) continue;
    const values = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, row.id]));
    const request = as(
      options.owner,
      jsonBody(
        operation.method,
        buildUrl(operation, values, exampleQuery(operation, rng)),
        bodyFor(operation, rng, 0, recent),
      ),
    );
    const response = await send(request).catch(() => null);
    // A 409 is the row's state refusing the action (snoozing an intake already drunk): the owner's row
    // was found, where the intruder's request found none.
    if (response && (response.status < 300 || response.status === 409)) report.controls.ok++;
    else {
      report.controls.failed.push({
        operation: operation.id,
        label: 'the owner on its own row',
        request: describeRequest(request),
        status: response?.status ?? null,
        inconclusive: response ? response.body.slice(0, 160) : 'no answer',
      });
    }
  }
  return report;
}

export function formatOwnershipReport(report: OwnershipReport, maxLines = 40): string {
  const classes = Object.entries(report.byClass)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  const lines = [
    `ownership: ${report.rows.length} rows of the owner (${report.rows.filter((row) => row.verifiable).length} read back), ` +
      `${report.attempts} attempts (${classes}), ${report.breaches.length} breaches, ` +
      `${report.inconclusive.length} inconclusive, controls ${report.controls.ok} ok / ${report.controls.failed.length} failed`,
  ];
  for (const failure of report.createFailures)
    lines.push(`  [create failed] ${failure.operation} → ${failure.status}: ${failure.body}`);
  const list = (tag: string, items: OwnershipAttempt[]) => {
    for (const item of items.slice(0, maxLines)) {
      lines.push(
        `  [${tag}] ${item.operation} — ${item.label} → ${item.status ?? '-'}: ${item.breach ?? item.inconclusive}`,
        `      ${item.request}`,
      );
    }
  };
  list('BREACH', report.breaches);
  list('inconclusive', report.inconclusive);
  list('control failed', report.controls.failed);
  return lines.join('\n');
}
