import { z } from 'zod';

/**
 * The zod every schema of the app uses, configured once with a pt-BR error map: a rule without
 * its own message (a bare `.min(1)`, a wrong type, an unknown key) still answers in Portuguese,
 * in the API's 400s and in the web forms alike. Messages never echo the input or the field path.
 * Schema files import `z` from here so that loading any of them configures zod for the process.
 */

export const VALIDATION_MESSAGES = {
  invalid: 'Dados inválidos.',
  required: 'Campo obrigatório.',
  body: 'Envie os dados da requisição como um objeto JSON.',
  unknownKeys: 'A requisição contém campos não permitidos.',
  option: 'Opção inválida.',
  text: 'Informe um texto.',
  number: 'Informe um número.',
  finiteNumber: 'Informe um número finito.',
  integer: 'Informe um número inteiro.',
  boolean: 'Informe verdadeiro ou falso.',
  list: 'Informe uma lista.',
  object: 'Informe um objeto.',
  date: 'Data inválida.',
  dateTime: 'Data e hora inválidas.',
  time: 'Hora inválida.',
  email: 'Informe um email válido.',
  id: 'Identificador inválido.',
  url: 'Endereço (URL) inválido.',
  format: 'Formato inválido.',
  fileTooLarge: 'Arquivo grande demais.',
} as const;

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });
const formatNumber = (value: number | bigint) => numberFormat.format(value);

const FORMAT_MESSAGES: Record<string, string> = {
  email: VALIDATION_MESSAGES.email,
  uuid: VALIDATION_MESSAGES.id,
  uuidv4: VALIDATION_MESSAGES.id,
  uuidv6: VALIDATION_MESSAGES.id,
  uuidv7: VALIDATION_MESSAGES.id,
  guid: VALIDATION_MESSAGES.id,
  cuid: VALIDATION_MESSAGES.id,
  cuid2: VALIDATION_MESSAGES.id,
  ulid: VALIDATION_MESSAGES.id,
  nanoid: VALIDATION_MESSAGES.id,
  datetime: VALIDATION_MESSAGES.dateTime,
  date: VALIDATION_MESSAGES.date,
  time: VALIDATION_MESSAGES.time,
  url: VALIDATION_MESSAGES.url,
};

const TYPE_MESSAGES: Record<string, string> = {
  string: VALIDATION_MESSAGES.text,
  number: VALIDATION_MESSAGES.number,
  int: VALIDATION_MESSAGES.integer,
  bigint: VALIDATION_MESSAGES.integer,
  boolean: VALIDATION_MESSAGES.boolean,
  array: VALIDATION_MESSAGES.list,
  tuple: VALIDATION_MESSAGES.list,
  set: VALIDATION_MESSAGES.list,
  object: VALIDATION_MESSAGES.object,
  record: VALIDATION_MESSAGES.object,
  map: VALIDATION_MESSAGES.object,
  date: VALIDATION_MESSAGES.date,
};

/** The pt-BR text of an issue raised by a rule that has no message of its own. */
export function ptBrErrorMap(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) {
        return (issue.path?.length ?? 0) === 0 && issue.expected === 'object'
          ? VALIDATION_MESSAGES.body
          : VALIDATION_MESSAGES.required;
      }
      if ((issue.path?.length ?? 0) === 0 && issue.expected === 'object') return VALIDATION_MESSAGES.body;
      if (issue.expected === 'number' && typeof issue.input === 'number') return VALIDATION_MESSAGES.finiteNumber;
      return TYPE_MESSAGES[issue.expected] ?? VALIDATION_MESSAGES.invalid;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      if (issue.origin === 'string') return `Texto muito longo: use no máximo ${formatNumber(max)} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${formatNumber(max)} itens.`;
      if (issue.origin === 'file') return VALIDATION_MESSAGES.fileTooLarge;
      return issue.inclusive
        ? `O valor deve ser no máximo ${formatNumber(max)}.`
        : `O valor deve ser menor que ${formatNumber(max)}.`;
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'string') {
        return Number(min) <= 1
          ? VALIDATION_MESSAGES.required
          : `Texto muito curto: use ao menos ${formatNumber(min)} caracteres.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(min) === 1 ? 'Informe ao menos um item.' : `Informe ao menos ${formatNumber(min)} itens.`;
      }
      return issue.inclusive
        ? `O valor deve ser no mínimo ${formatNumber(min)}.`
        : `O valor deve ser maior que ${formatNumber(min)}.`;
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? VALIDATION_MESSAGES.format;
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${formatNumber(issue.divisor as number)}.`;
    case 'unrecognized_keys':
      return VALIDATION_MESSAGES.unknownKeys;
    case 'invalid_value':
      return issue.values.length > 1 ? VALIDATION_MESSAGES.option : VALIDATION_MESSAGES.invalid;
    default:
      return VALIDATION_MESSAGES.invalid;
  }
}

// In a browser the app runs under a CSP without 'unsafe-eval': zod's compiled parsers cannot run there, and
// its probe for them (`new Function`) is reported as a CSP violation on every page that parses, and in the
// service worker's offline sync (a worker has no document). Node (the API) keeps them.
z.config({ customError: ptBrErrorMap, jitless: 'document' in globalThis || 'WorkerGlobalScope' in globalThis });

export { z };
