import { errorBodyProblem, statusClass } from './check';
import { buildUrl, exampleFor, examplePathValues, exampleQuery, listOperations, type Operation } from './openapi';
import { createRng, sample } from './random';
import {
  describeRequest,
  type JsonSchema,
  type OpenApiDocument,
  type Send,
  type SweepRequest,
  type SweepSession,
} from './types';

/**
 * The bad-input sweep: for every operation of the OpenAPI document, requests derived from a
 * valid one with one thing broken (a field, a query or path parameter, the body's syntax or
 * type, the path's encoding, a forwarding header), sent signed in and signed out. Every answer
 * must be below 500, and every 4xx the standard `{ error: { code, message } }` with a pt-BR
 * message; a state-changing request with a foreign Origin must be refused (403) however its path
 * is spelled.
 */

export interface BadInputCase {
  operation: string;
  /** What was broken, e.g. 'body portions.0.foodName = NUL'. */
  label: string;
  request: SweepRequest;
  /** 'forbidden': a cross-site state change, which must answer 403. */
  expect?: 'forbidden';
}

export type SweepMode = 'signed-in' | 'signed-out';

export interface CaseResult {
  mode: SweepMode;
  operation: string;
  label: string;
  request: string;
  status: number | null;
  problem?: { kind: 'server-error' | 'no-answer' | 'not-json' | 'shape' | 'english' | 'origin'; detail: string };
}

export interface BadInputReport {
  cases: number;
  operations: number;
  /** Answers by status class ('2xx', '4xx', '5xx', 'error' for no answer), per mode and in all. */
  byClass: Record<string, number>;
  byMode: Record<SweepMode, Record<string, number>>;
  byStatus: Record<string, number>;
  /** Offending cases by kind. */
  problemCounts: Record<string, number>;
  problems: CaseResult[];
  /** How many times the signed-in session had to be renewed (a case ended it). */
  renewedSessions: number;
}

export interface BadInputOptions {
  send: Send;
  doc: OpenApiDocument;
  /**
   * A fresh signed-in session (e.g. `() => signUp(send)`): called at the start and whenever a
   * case ended the current one (logout, account deletion). Omit to run signed out only.
   */
  signIn?: () => Promise<SweepSession>;
  /** Run the signed-out pass (default true). */
  signedOut?: boolean;
  /** Same seed, same cases (default 'prato-certo'). */
  seed?: string;
  /**
   * Upper bound of cases per operation (default 90): signed in, and signed out for the
   * operations that answer their valid request without a session (sign-up, sign-in…).
   */
  maxCasesPerOperation?: number;
  /** Upper bound, signed out, for operations whose valid request answers 401 without a session (default 12). */
  maxSignedOutProtectedCases?: number;
  /** Answers 200 only with a live session (default GET /api/auth/session). */
  sessionProbe?: SweepRequest;
  /** Only the operations this accepts (default all). */
  filter?: (operation: Operation) => boolean;
  /** Called after each case (progress, logging). */
  onResult?: (result: CaseResult) => void;
}

/** A JSON fragment written as is into the serialized body (Infinity as 1e999, …). */
class RawJson {
  constructor(readonly text: string) {}
}

const FOREIGN_ORIGIN = 'https://evil.example';
const ONE_MB = 'a'.repeat(1024 * 1024 - 64);

const NUMBER_CRITICAL: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['5e-324', 5e-324],
  ['Infinity (1e999)', new RawJson('1e999')],
  ['-Infinity (-1e999)', new RawJson('-1e999')],
];
const NUMBER_EXTRA: [string, unknown][] = [
  ['1.5', 1.5],
  ['-0.0001', -0.0001],
  ['2^31', 2147483648],
  ['-2^31-1', -2147483649],
  ['1e21', 1e21],
  ['2^53+2', Number.MAX_SAFE_INTEGER + 2],
  ['numeric string', '1'],
  ['"NaN"', 'NaN'],
  ['1e-40', 1e-40],
];
const STRING_CRITICAL: [string, unknown][] = [
  ['NUL', '\u0000'],
  ['inner NUL', 'Arroz\u0000doce'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate inside', 'Arr\udc00oz'],
];
const STRING_EXTRA: [string, unknown][] = [
  ['empty', ''],
  ['blank', '   '],
  ['html', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['unicode', 'Ação 🍎 日本語 \u202eabc \u200b'],
  ['10k chars', 'x'.repeat(10_000)],
  ['escape sequence', '\u001b[31mvermelho'],
  ['bom', '\ufeffArroz'],
  ['sql', "'; drop table users; --"],
  ['path', '../../etc/passwd'],
  ['emoji only', '🍎🍌🍇'],
  ['newlines', 'linha1\nlinha2\r\nlinha3\t'],
];
const DATE_CRITICAL: [string, unknown][] = [
  ['year 0', '0000-01-01T00:00:00Z'],
  ['year 10000', '10000-01-01T00:00:00Z'],
  ['year 9999 → 10000 UTC', '9999-12-31T23:00:00-05:00'],
  ['year 1 → 0 UTC', '0001-01-01T00:30:00+01:00'],
  ['year 1000', '1000-01-01T00:00:00Z'],
  ['date year 0', '0000-01-01'],
  ['date year 9999', '9999-12-31'],
  ['Feb 30', '2024-02-30T00:00:00Z'],
];
const ANY_TYPE: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['text', 'texto'],
  ['zero', 0],
  ['-1', -1],
  ['array', []],
  ['object', {}],
  ['deep array', deepArray(2000)],
];

function deepArray(depth: number): RawJson {
  return new RawJson('['.repeat(depth) + ']'.repeat(depth));
}

function deepObject(depth: number): RawJson {
  return new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
}

/** JSON.stringify that writes RawJson values verbatim. */
export function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return (text ?? '').replace(/"@@raw(\d+)@@"/g, (_, index: string) => raws[Number(index)] ?? 'null');
}

type Path = (string | number)[];

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path[path.length - 1] as string | number] = value;
  return copy;
}

function removeAt(root: unknown, path: Path): unknown {
  const copy = clone(root) as Record<string, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  delete cursor[path[path.length - 1] as string];
  return copy;
}

interface Leaf {
  path: Path;
  schema: JsonSchema;
  value: unknown;
}

/** Every position of a valid body (objects, arrays, their first item, scalars), with its schema. */
function leavesOf(value: unknown, schema: JsonSchema, path: Path = [], depth = 0): Leaf[] {
  const leaves: Leaf[] = path.length > 0 ? [{ path, schema, value }] : [];
  if (depth > 5) return leaves;
  const branch = schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
  if (Array.isArray(value) && value.length > 0) {
    leaves.push(...leavesOf(value[0], branch.items ?? {}, [...path, 0], depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      leaves.push(...leavesOf(item, branch.properties?.[key] ?? {}, [...path, key], depth + 1));
    }
  }
  return leaves;
}

const isDateLike = (leaf: Leaf) =>
  leaf.schema.format === 'date-time' ||
  leaf.schema.format === 'date' ||
  (typeof leaf.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(leaf.value));

function jsonRequest(
  operation: Operation,
  url: string,
  payload: string,
  contentType = 'application/json',
): SweepRequest {
  return { method: operation.method, url, headers: { 'content-type': contentType }, payload };
}

/** The valid request an operation's cases are derived from (generated from its schemas). */
function operationBase(operation: Operation, seed: string) {
  const rng = createRng(`${seed}:${operation.id}`);
  const pathValues = examplePathValues(operation, rng);
  const query = exampleQuery(operation, rng);
  const url = buildUrl(operation, pathValues, query);
  const body = operation.body ? exampleFor(operation.body.schema, rng) : undefined;
  const validPayload = body === undefined ? undefined : serialize(body);
  const base: SweepRequest =
    validPayload === undefined
      ? { method: operation.method, url }
      : jsonRequest(operation, url, validPayload, operation.body?.contentType);
  return { rng, pathValues, query, url, body, validPayload, base };
}

/** The operation's valid request as a case: it too must never answer 5xx. */
export function validCase(operation: Operation, seed = 'prato-certo'): BadInputCase {
  return { operation: operation.id, label: 'valid request', request: operationBase(operation, seed).base };
}

/** The cases of one operation, deterministic for (seed, operation), at most `max`. */
export function casesForOperation(operation: Operation, options: { seed: string; max: number }): BadInputCase[] {
  const { rng, pathValues, query, url, body, validPayload, base } = operationBase(operation, options.seed);
  const safe = ['GET', 'HEAD', 'OPTIONS'].includes(operation.method);
  const make = (label: string, request: Partial<SweepRequest>, expect?: 'forbidden'): BadInputCase => ({
    operation: operation.id,
    label,
    request: { ...base, ...request, headers: { ...base.headers, ...request.headers } },
    ...(expect ? { expect } : {}),
  });

  // 1. Structure: the path, the encoding of the path, forwarding headers, the origin.
  const structural: BadInputCase[] = [];
  const encodedApi = url.replace(/^\/api\//, '/%61pi/');
  structural.push(make('percent-encoded path (/%61pi/…)', { url: encodedApi }));
  structural.push(make('trailing slash', { url: url.replace(/(\?|$)/, '/$1') }));
  structural.push(make('double slash', { url: url.replace(/^\/api\//, '/api//') }));
  structural.push(
    make('forged X-Forwarded-For', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1, não-é-ip' } }),
  );
  structural.push(make('forged X-Forwarded-Host', { headers: { 'x-forwarded-host': 'evil.example' } }));
  if (!safe) {
    structural.push(make('foreign Origin', { headers: { origin: FOREIGN_ORIGIN } }, 'forbidden'));
    structural.push(
      make('foreign Origin on /%61pi/ path', { url: encodedApi, headers: { origin: FOREIGN_ORIGIN } }, 'forbidden'),
    );
    structural.push(
      make('foreign Origin on //api/ path', { url: `/${url}`, headers: { origin: FOREIGN_ORIGIN } }, 'forbidden'),
    );
    structural.push(
      make(
        'foreign Origin with forged X-Forwarded-Host',
        { headers: { origin: FOREIGN_ORIGIN, 'x-forwarded-host': 'evil.example' } },
        'forbidden',
      ),
    );
    structural.push(make('Origin "null"', { headers: { origin: 'null' } }, 'forbidden'));
  }
  structural.push(
    make('unknown method on the path', {
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].find((method) => method !== operation.method) ?? 'PUT',
    }),
  );

  // 2. Path parameters.
  const pathCases: BadInputCase[] = [];
  for (const parameter of operation.pathParams) {
    const raw: [string, string][] = [
      ['text', 'abc'],
      ['zero', '0'],
      ['negative', '-1'],
      ['float overflow', '1e308'],
      ['NUL', '%00'],
      ['lone surrogate bytes', '%ED%A0%80'],
      ['invalid percent-encoding', '%zz'],
      ['html', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['unicode', '%C3%A7%C3%A3o%F0%9F%8D%8E'],
      ['150 chars', 'a'.repeat(150)],
      ['5000 chars', 'a'.repeat(5000)],
      ['traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['nil uuid', '00000000-0000-0000-0000-000000000000'],
      ['upper-case uuid', (pathValues[parameter.name] ?? '').toUpperCase()],
      ['space', '%20'],
    ];
    for (const [label, value] of raw) {
      pathCases.push(
        make(`path ${parameter.name} = ${label}`, {
          url: buildUrl(operation, { ...pathValues, [parameter.name]: value }, query, { raw: true }),
        }),
      );
    }
  }

  // 3. Query parameters (and unknown ones).
  const queryCases: BadInputCase[] = [];
  const queryValues: [string, string][] = [
    ['text', 'abc'],
    ['-1', '-1'],
    ['1e308', '1e308'],
    ['5e-324', '5e-324'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['1.5', '1.5'],
    ['empty', ''],
    ['NUL', '\u0000'],
    ['lone surrogate', '\ud800'],
    ['html', '<script>alert(1)</script>'],
    ['unicode', 'ação 🍎'],
    ['20k chars', 'x'.repeat(20_000)],
    ...DATE_CRITICAL.map(([label, value]): [string, string] => [label, String(value)]),
  ];
  for (const parameter of operation.queryParams) {
    const others = query.filter(([name]) => name !== parameter.name);
    for (const [label, value] of queryValues) {
      queryCases.push(
        make(`query ${parameter.name} = ${label}`, {
          url: buildUrl(operation, pathValues, [...others, [parameter.name, value]]),
        }),
      );
    }
    queryCases.push(
      make(`query ${parameter.name} repeated`, {
        url: buildUrl(operation, pathValues, [...query, [parameter.name, 'abc']]),
      }),
    );
    queryCases.push(
      make(`query ${parameter.name}[x] (bracket)`, {
        url: `${buildUrl(operation, pathValues, others)}${others.length ? '&' : '?'}${parameter.name}%5Bx%5D=1`,
      }),
    );
  }
  queryCases.push(
    make('unknown query parameter', { url: buildUrl(operation, pathValues, [...query, ['campo', '1']]) }),
  );
  queryCases.push(
    make('query __proto__', { url: buildUrl(operation, pathValues, [...query, ['__proto__[admin]', 'true']]) }),
  );
  queryCases.push(
    make('invalid percent-encoding in query', {
      url: `${buildUrl(operation, pathValues, query)}${query.length ? '&' : '?'}a=%zz%`,
    }),
  );

  // 4. The body as a whole: syntax, content type, size, root type.
  const bodyCases: BadInputCase[] = [];
  if (!safe || operation.body) {
    const json = (label: string, payload: string, contentType = 'application/json') =>
      bodyCases.push(make(label, jsonRequest(operation, url, payload, contentType)));
    json('malformed JSON', '{"a":');
    json('single quotes JSON', "{'a':1}");
    json('raw NaN in JSON', '{"a":NaN}');
    json('BOM before JSON', `\ufeff${validPayload ?? '{}'}`);
    json('empty body with JSON content type', '');
    json('JSON null', 'null');
    json('JSON array', `[${validPayload ?? '{}'}]`);
    json('JSON string', '"texto"');
    json('JSON number', '42');
    json('__proto__ key', '{"__proto__":{"isAdmin":true}}');
    json('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}');
    json('2000-deep arrays', deepArray(2000).text);
    json('2000-deep objects', deepObject(2000).text);
    json('text/plain content type', validPayload ?? '{}', 'text/plain');
    json('form content type', 'a=1&b=2', 'application/x-www-form-urlencoded');
    json('xml content type', '<a>1</a>', 'application/xml');
    json('multipart without boundary', '--x\r\n', 'multipart/form-data');
    json('json with utf-16 charset', validPayload ?? '{}', 'application/json; charset=utf-16');
    json('vendor json content type', validPayload ?? '{}', 'application/vnd.api+json');
    json('body over the size limit', `{"a":"${'a'.repeat(1_100_000)}"}`);
    bodyCases.push({
      operation: operation.id,
      label: 'body without content type',
      request: { method: operation.method, url, payload: validPayload ?? '{}' },
    });
  }

  // 5. Fields: missing, extra, and each position replaced with hostile values.
  const fieldCritical: BadInputCase[] = [];
  const fieldExtra: BadInputCase[] = [];
  if (operation.body && body && typeof body === 'object') {
    const field = (list: BadInputCase[], label: string, value: unknown) =>
      list.push(make(label, jsonRequest(operation, url, serialize(value), operation.body?.contentType)));
    field(fieldCritical, 'empty object', {});
    for (const name of operation.body.schema.required ?? [])
      field(fieldCritical, `missing ${name}`, removeAt(body, [name]));
    field(fieldCritical, 'unknown field', { ...(body as object), campoExtra: 'valor' });
    field(fieldExtra, 'deep object in unknown field', { ...(body as object), campoExtra: deepObject(1000) });
    let huge = 0;
    for (const leaf of leavesOf(body, operation.body.schema)) {
      const name = leaf.path.join('.');
      const critical: [string, unknown][] = [];
      const extra: [string, unknown][] = [...ANY_TYPE];
      if (typeof leaf.value === 'number') {
        critical.push(...NUMBER_CRITICAL);
        extra.push(...NUMBER_EXTRA);
      }
      if (typeof leaf.value === 'string') {
        critical.push(...STRING_CRITICAL);
        if (isDateLike(leaf)) critical.push(...DATE_CRITICAL);
        extra.push(...STRING_EXTRA);
        if (huge < 2) {
          critical.push(['1 MB string', ONE_MB]);
          huge++;
        }
      }
      if (Array.isArray(leaf.value)) {
        const first: unknown = leaf.value[0] ?? 1;
        extra.push(['200 items', Array.from({ length: 200 }, () => first)]);
        critical.push(['NUL item', ['\u0000']], ['lone surrogate item', ['\ud800']]);
      }
      for (const [label, value] of critical)
        field(fieldCritical, `body ${name} = ${label}`, setAt(body, leaf.path, value));
      for (const [label, value] of extra) field(fieldExtra, `body ${name} = ${label}`, setAt(body, leaf.path, value));
    }
  }

  // Bounded: structure first, then the issue classes, then the rest, sampled with the seed.
  const ordered = [structural, pathCases, bodyCases, fieldCritical, queryCases, fieldExtra];
  const cases: BadInputCase[] = [];
  for (const group of ordered) {
    const room = options.max - cases.length;
    if (room <= 0) break;
    cases.push(...sample(group, room, rng));
  }
  return cases;
}

/** Every case of the document (signed-in budget), for inspection or a custom runner. */
export function badInputCases(
  doc: OpenApiDocument,
  options: { seed?: string; maxCasesPerOperation?: number; filter?: (operation: Operation) => boolean } = {},
): BadInputCase[] {
  const seed = options.seed ?? 'prato-certo';
  return listOperations(doc)
    .filter(options.filter ?? (() => true))
    .flatMap((operation) => casesForOperation(operation, { seed, max: options.maxCasesPerOperation ?? 90 }));
}

function judge(
  testCase: BadInputCase,
  status: number | null,
  response?: { status: number; body: string; headers: Record<string, string | string[] | undefined> },
): CaseResult['problem'] {
  if (status === null || !response) return { kind: 'no-answer', detail: 'no response' };
  if (status >= 500) return { kind: 'server-error', detail: response.body.slice(0, 200) };
  if (testCase.expect === 'forbidden' && status !== 403) {
    return { kind: 'origin', detail: `cross-site state change answered ${status}` };
  }
  if (status >= 400) {
    const problem = errorBodyProblem(response);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Runs the sweep over `send`: every operation, signed in (when `signIn` is given) and signed
 * out. Never throws on a bad answer: it counts and reports it.
 */
export async function runBadInputSweep(options: BadInputOptions): Promise<BadInputReport> {
  const seed = options.seed ?? 'prato-certo';
  const operations = listOperations(options.doc).filter(options.filter ?? (() => true));
  const probe = options.sessionProbe ?? { method: 'GET', url: '/api/auth/session' };
  const report: BadInputReport = {
    cases: 0,
    operations: operations.length,
    byClass: {},
    byMode: { 'signed-in': {}, 'signed-out': {} },
    byStatus: {},
    problemCounts: {},
    problems: [],
    renewedSessions: 0,
  };
  const modes: SweepMode[] = [
    ...(options.signIn ? (['signed-in'] as const) : []),
    ...(options.signedOut === false ? [] : (['signed-out'] as const)),
  ];

  for (const mode of modes) {
    let session: SweepSession | null = mode === 'signed-in' && options.signIn ? await options.signIn() : null;
    const run = async (testCase: BadInputCase): Promise<number | null> => {
      const request: SweepRequest = {
        ...testCase.request,
        headers: { ...session?.headers, ...testCase.request.headers },
      };
      let status: number | null = null;
      let response: Awaited<ReturnType<Send>> | undefined;
      try {
        response = await options.send(request);
        status = response.status;
      } catch {
        status = null;
      }
      const problem = judge(testCase, status, response);
      const result: CaseResult = {
        mode,
        operation: testCase.operation,
        label: testCase.label,
        request: describeRequest(request),
        status,
        ...(problem ? { problem } : {}),
      };
      const cls = statusClass(status);
      report.cases++;
      report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
      report.byMode[mode][cls] = (report.byMode[mode][cls] ?? 0) + 1;
      report.byStatus[String(status ?? 'error')] = (report.byStatus[String(status ?? 'error')] ?? 0) + 1;
      if (problem) {
        report.problems.push(result);
        report.problemCounts[problem.kind] = (report.problemCounts[problem.kind] ?? 0) + 1;
      }
      options.onResult?.(result);
      return status;
    };
    for (const operation of operations) {
      const validStatus = await run(validCase(operation, seed));
      // Signed out, an operation that wants a session gets a few cases (they all end in 401).
      const max =
        mode === 'signed-out' && validStatus === 401
          ? (options.maxSignedOutProtectedCases ?? 12)
          : (options.maxCasesPerOperation ?? 90);
      for (const testCase of casesForOperation(operation, { seed, max })) await run(testCase);
      // A case may have ended the session (logout, deletion): renew it before the next operation.
      if (session && options.signIn) {
        const alive = await options
          .send({ ...probe, headers: { ...probe.headers, ...session.headers } })
          .catch(() => null);
        if (alive?.status !== 200) {
          session = await options.signIn();
          report.renewedSessions++;
        }
      }
    }
  }
  return report;
}

/** A few lines for a log: totals by class and mode, then problems grouped by kind and operation. */
export function formatBadInputReport(report: BadInputReport, maxProblems = 60): string {
  const classes = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
  const lines = [
    `bad input: ${report.cases} cases over ${report.operations} operations — ${classes(report.byClass)}`,
    `  signed in: ${classes(report.byMode['signed-in'])}; signed out: ${classes(report.byMode['signed-out'])}`,
    `  problems: ${classes(report.problemCounts) || 'none'}${report.renewedSessions ? `; sessions renewed ${report.renewedSessions}` : ''}`,
  ];
  for (const problem of report.problems.slice(0, maxProblems)) {
    lines.push(
      `  [${problem.problem?.kind}] ${problem.mode} ${problem.operation} — ${problem.label} → ${problem.status ?? 'no answer'}: ${problem.problem?.detail}`,
      `      ${problem.request}`,
    );
  }
  if (report.problems.length > maxProblems) lines.push(`  … and ${report.problems.length - maxProblems} more`);
  return lines.join('\n');
}
