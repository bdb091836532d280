import { z as plainZod } from 'zod';
import { expect, test } from 'vitest';
import { ProfileUpdateSchema } from './profile';
import { VALIDATION_MESSAGES, z } from './z';

// Issue 16 §13: a rule without its own message answered with zod's English defaults ("Invalid
// input: expected number, received string", "Unrecognized key"). One pt-BR error map, set once.

const messages = (schema: plainZod.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('zod itself answers in pt-BR once any core schema is loaded (the map is global)', () => {
  // A schema built from the plain 'zod' import, as the API's own route schemas are.
  expect(messages(plainZod.object({ n: plainZod.number() }), { n: 'x' })).toEqual([VALIDATION_MESSAGES.number]);
  expect(messages(plainZod.object({}).strict(), { extra: 1 })).toEqual([VALIDATION_MESSAGES.unknownKeys]);
});

test('each kind of issue has a pt-BR text that echoes neither the input nor the path', () => {
  const cases: [plainZod.ZodType, unknown, string][] = [
    [z.object({ a: z.string() }), {}, 'Campo obrigatório.'],
    [z.object({ a: z.string() }), 'texto', VALIDATION_MESSAGES.body],
    [z.object({ a: z.string() }), { a: 1 }, 'Informe um texto.'],
    [z.object({ a: z.number() }), { a: Infinity }, 'Informe um número finito.'],
    [z.object({ a: z.number().int() }), { a: 1.5 }, 'Informe um número inteiro.'],
    [z.object({ a: z.boolean() }), { a: 'sim' }, 'Informe verdadeiro ou falso.'],
    [z.object({ a: z.array(z.string()) }), { a: 'x' }, 'Informe uma lista.'],
    [z.string().max(3), 'abcd', 'Texto muito longo: use no máximo 3 caracteres.'],
    [z.string().min(1), '', 'Campo obrigatório.'],
    [z.string().min(4), 'ab', 'Texto muito curto: use ao menos 4 caracteres.'],
    [z.array(z.number()).max(2), [1, 2, 3], 'Informe no máximo 2 itens.'],
    [z.array(z.number()).min(1), [], 'Informe ao menos um item.'],
    [z.number().max(10_000), 20_000, 'O valor deve ser no máximo 10.000.'],
    [z.number().positive(), 0, 'O valor deve ser maior que 0.'],
    [z.number().min(0.5), 0, 'O valor deve ser no mínimo 0,5.'],
    [z.enum(['a', 'b']), 'c', 'Opção inválida.'],
    [z.literal(true), false, 'Dados inválidos.'],
    [z.email(), 'x', 'Informe um email válido.'],
    [z.uuid(), 'x', 'Identificador inválido.'],
    [z.iso.datetime(), 'x', 'Data e hora inválidas.'],
    [z.iso.date(), 'x', 'Data inválida.'],
    [z.string().regex(/^a$/), 'b', 'Formato inválido.'],
    [z.number().multipleOf(5), 3, 'O valor deve ser múltiplo de 5.'],
    [z.union([z.string(), z.number()]), null, 'Dados inválidos.'],
    [z.string().refine(() => false), 'x', 'Dados inválidos.'],
  ];
  for (const [schema, value, message] of cases) expect(messages(schema, value), message).toEqual([message]);
});

test('a schema’s own messages still win over the map', () => {
  expect(messages(ProfileUpdateSchema, { weight: 'x' })).toEqual(['Informe um peso entre 20 e 300 kg.']);
  expect(messages(ProfileUpdateSchema, { campo: 1 })).toEqual([VALIDATION_MESSAGES.unknownKeys]);
});
