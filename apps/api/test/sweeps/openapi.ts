import type { Rng } from './random';
import type { JsonSchema, OpenApiDocument, OpenApiParameter, Send } from './types';

/** One operation of the OpenAPI document, with what a request to it may carry. */
export interface Operation {
  /** 'PATCH /api/meals/{id}' */
  id: string;
  method: string;
  /** Path template, e.g. /api/meals/{id}. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document (HEAD/OPTIONS left out), in the document's order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        ...(contentType && media?.schema
          ? { body: { contentType, schema: media.schema, required: operation.requestBody?.required ?? false } }
          : {}),
      });
    }
  }
  return operations;
}

/** The OpenAPI document of a running server (GET /api/docs/json, served by @fastify/swagger-ui). */
export async function fetchOpenApi(send: Send, path = '/api/docs/json'): Promise<OpenApiDocument> {
  const response = await send({ method: 'GET', url: path });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return JSON.parse(response.body) as OpenApiDocument;
}

/**
 * encodeURIComponent that never throws: a lone surrogate becomes its (invalid) UTF-8 bytes
 * %ED%A0%80, which is what a hostile client would put on the wire.
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const isLow = code >= 0xdc00 && code <= 0xdfff;
    const next = value.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(index, index + 2));
      index++;
    } else if (isHigh || isLow) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(value[index] as string);
    }
  }
  return out;
}

/**
 * The URL of an operation: path parameters replaced (values taken as already encoded when
 * `raw`), then the query pairs (encoded here).
 */
export function buildUrl(
  operation: Pick<Operation, 'path'>,
  pathValues: Record<string, string>,
  query: [string, string][] = [],
  options: { raw?: boolean } = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathValues[name] ?? '';
    return options.raw ? value : encodeComponent(value);
  });
  const search = query.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** Names whose values the schema cannot describe (refinements): a known-good value for each. */
const NAME_HINTS: Record<string, unknown> = {
  timezone: 'America/Sao_Paulo',
  phone: '11 99999-0000',
  code: 'conquista_sweep',
  from: '2024-05-01',
  to: '2024-05-31',
  q: 'arroz',
  // One of the intake sizes (a refinement: 200, 250, 300, 350, 400, 500 ml).
  amountMl: 250,
  intakeSizeMl: 250,
  // A food the catalogue knows (TACO 1): a saved portion's food id must name one.
  foodId: 1,
  // An EAN-13 with a valid check digit (a product of the fake Open Food Facts the sweeps start).
  barcode: '7891000100103',
  // Clock times (HH:MM, a pattern the words below cannot meet).
  wakeTime: '07:00',
  sleepTime: '23:00',
  silentStart: '22:00',
  silentEnd: '06:00',
  // Diary slot ids (a default one; an added slot must exist first).
  slot: 'lunch',
  toSlot: 'dinner',
};

/** Words that satisfy the text rules of the app (letters only), varied so list items stay distinct. */
const WORDS = ['Arroz', 'Feijao', 'Frango', 'Banana', 'Batata', 'Alface', 'Tomate', 'Cenoura', 'Ovo', 'Leite'];
const PATTERN_CANDIDATES = ['Arroz', 'conquista_sweep', '11 99999-0000', 'abc', '1', 'a'];

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

function fitLength(text: string, schema: JsonSchema): string {
  let value = text;
  while (schema.minLength !== undefined && value.length < schema.minLength) value += 'a';
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  return value;
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function exampleString(schema: JsonSchema, rng: Rng, name: string, variant: number): string {
  switch (schema.format) {
    case 'uuid':
      return rng.uuid();
    case 'date-time':
      return `2024-05-${String(10 + (variant % 10)).padStart(2, '0')}T12:00:00Z`;
    case 'date':
      return '2024-05-10';
    case 'email':
      return `sweep.${rng.hex(10)}@example.com`;
    case 'uri':
    case 'url':
      return 'https://example.com/';
  }
  const hint = NAME_HINTS[name];
  if (typeof hint === 'string') return hint;
  // E-mail fields whose schema cannot say so (a pipe of trim, lower-case and email).
  if (/e-?mail/i.test(name)) return `sweep.${rng.hex(10)}@example.com`;
  const word = WORDS[variant % WORDS.length] as string;
  if (schema.pattern) {
    const pattern = schema.pattern;
    const candidate = [word, ...PATTERN_CANDIDATES].find((value) => matches(pattern, fitLength(value, schema)));
    return fitLength(candidate ?? word, schema);
  }
  return fitLength(word, schema);
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  let value = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : 1);
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined) value = schema.minimum + 1;
  if (integer) value = Math.ceil(value);
  const max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.5) : undefined);
  if (max !== undefined && value > max) value = max;
  return value;
}

/**
 * A value the schema accepts, as far as JSON Schema can say (refinements are met through
 * NAME_HINTS): the base every generated bad input is derived from, and the body of the
 * ownership sweep's requests. Deterministic for a given `rng` state.
 */
export function exampleFor(schema: JsonSchema, rng: Rng, name = '', variant = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined && !schema.properties) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) {
    const branch = union.find((option) => typeOf(option) !== 'null') ?? union[0];
    return exampleFor(branch as JsonSchema, rng, name, variant);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return exampleFor(Object.assign({}, ...schema.allOf) as JsonSchema, rng, name, variant);
  }
  if (NAME_HINTS[name] !== undefined && typeOf(schema) !== 'string') return NAME_HINTS[name];
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return exampleString(schema, rng, name, variant);
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, (_, index) => exampleFor(schema.items ?? {}, rng, name, variant + index));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = exampleFor(property, rng, key, variant);
      }
      // A confirmation repeats what it confirms (confirmPassword: newPassword, else password).
      for (const key of Object.keys(value)) {
        const confirmed = /^confirm(.+)$/i.exec(key)?.[1]?.toLowerCase();
        if (!confirmed) continue;
        const source =
          Object.keys(value).find((other) => other.toLowerCase() === `new${confirmed}`) ??
          Object.keys(value).find((other) => other.toLowerCase() === confirmed);
        if (source) value[key] = value[source];
      }
      return value;
    }
    case 'null':
      return null;
    default:
      return 'Arroz';
  }
}

/** The valid path parameters of an operation (fresh UUIDs for ids). */
export function examplePathValues(operation: Operation, rng: Rng): Record<string, string> {
  return Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      String(exampleFor(parameter.schema ?? { type: 'string' }, rng, parameter.name)),
    ]),
  );
}

/** The valid query of an operation, every parameter present. */
export function exampleQuery(operation: Operation, rng: Rng): [string, string][] {
  return operation.queryParams.map((parameter) => [
    parameter.name,
    String(exampleFor(parameter.schema ?? { type: 'string' }, rng, parameter.name)),
  ]);
}
