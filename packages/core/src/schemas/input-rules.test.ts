import { describe, expect, test } from 'vitest';
import { DateRangeQuerySchema } from './activity';
import { CreateGoalSchema } from './goals';
import {
  boundedNumber,
  calendarDate,
  hasForbiddenCharacters,
  INPUT_RULE_MESSAGES,
  instant,
  numberIn,
  pageParam,
  realIn,
  text,
  wholeIn,
  wholeParam,
} from './input-rules';
import { SaveMealSchema } from './meals';
import { MealListQuerySchema } from './planner-usage';
import { ProfileUpdateSchema } from './profile';
import { CreateWeightEntrySchema } from './weight';

// Issue 16 §5 and §11: what PostgreSQL cannot store (NUL, unpaired surrogates, numbers outside
// `real`, years 0 and 10000) and unbounded strings are refused by the schemas, in pt-BR.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('text rule', () => {
  test('refuses NUL, other control characters and unpaired surrogates; keeps tabs, newlines and emoji', () => {
    for (const bad of [
      '\u0000',
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud800',
      'x\udc00y',
      'a\ud83c',
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Arroz', 'linha1\nlinha2\r\n\tfim', 'Ação 🍎 日本語', '\u{1F34E}', '']) {
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  test('text() refuses them with the pt-BR message and keeps the length bound', () => {
    const schema = text({ max: 5 });
    expect(firstMessage(schema.safeParse('a\u0000'))).toBe(INPUT_RULE_MESSAGES.text);
    expect(firstMessage(schema.safeParse('\ud800'))).toBe(INPUT_RULE_MESSAGES.text);
    expect(firstMessage(schema.safeParse('abcdef'))).toBe('Texto muito longo: use no máximo 5 caracteres.');
    expect(schema.parse('  abc  ')).toBe('abc');
  });

  test('every stored text field of the app refuses NUL and lone surrogates', () => {
    const meal = {
      id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      mealType: 'lunch',
      portions: [
        {
          foodName: 'Arroz',
          grams: 100,
          calories: 128,
          homeMeasure: '4 colheres',
          macros: { protein: 2.5, carbs: 28, fat: 0.2, fiber: 1.6 },
          glycemicIndex: 73,
        },
      ],
      totalCalories: 128,
      totalMacros: { protein: 2.5, carbs: 28, fat: 0.2, fiber: 1.6 },
      glycemicData: { index: 73, load: 20 },
    };
    expect(SaveMealSchema.safeParse(meal).success).toBe(true);
    const portion = meal.portions[0] as (typeof meal.portions)[number];
    for (const value of ['\u0000', '\ud800']) {
      expect(firstMessage(SaveMealSchema.safeParse({ ...meal, portions: [{ ...portion, foodName: value }] }))).toBe(
        INPUT_RULE_MESSAGES.text,
      );
      expect(firstMessage(SaveMealSchema.safeParse({ ...meal, portions: [{ ...portion, homeMeasure: value }] }))).toBe(
        INPUT_RULE_MESSAGES.text,
      );
      expect(firstMessage(ProfileUpdateSchema.safeParse({ allergies: `a${value}` }))).toBe(INPUT_RULE_MESSAGES.text);
      expect(firstMessage(CreateWeightEntrySchema.safeParse({ weight: 70, notes: value }))).toBe(
        INPUT_RULE_MESSAGES.text,
      );
      expect(firstMessage(CreateGoalSchema.safeParse({ title: `Meta ${value}` }))).toBe(INPUT_RULE_MESSAGES.text);
    }
  });

  test('a meal food name of 1,040,000 characters is refused (every stored string is bounded)', () => {
    const result = SaveMealSchema.shape.portions.element.shape.foodName.safeParse('a'.repeat(1_040_000));
    expect(firstMessage(result)).toBe('Informe o nome do alimento (até 200 caracteres).');
  });
});

describe('numbers that fit a real column', () => {
  test('boundedNumber refuses overflow, underflow and non-finite values', () => {
    const schema = boundedNumber({ min: 0, max: 1000, message: 'Fora.' });
    for (const bad of [1e308, -1e308, 5e-324, 1e-40, Infinity, -Infinity, NaN, -1, 1001]) {
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
    for (const good of [0, 0.001, 12.5, 1000]) expect(schema.parse(good)).toBe(good);
  });

  test('meals and goals refuse 1e308 and 5e-324 with pt-BR messages', () => {
    expect(firstMessage(CreateGoalSchema.safeParse({ title: 'Meta', targetValue: 1e308 }))).toBe(
      'Informe um valor de meta entre 0 e 1.000.000.',
    );
    expect(firstMessage(CreateGoalSchema.safeParse({ title: 'Meta', targetValue: 5e-324 }))).toBe(
      'Informe um valor de meta entre 0 e 1.000.000.',
    );
    const totals = SaveMealSchema.shape.totalCalories;
    expect(firstMessage(totals.safeParse(1e308))).toBe('As calorias devem estar entre 0 e 100.000 kcal.');
    expect(firstMessage(totals.safeParse(5e-324))).toBe('As calorias devem estar entre 0 e 100.000 kcal.');
    expect(
      firstMessage(SaveMealSchema.shape.totalMacros.safeParse({ protein: -1e308, carbs: 0, fat: 0, fiber: 0 })),
    ).toBe('Os macronutrientes devem estar entre 0 e 10.000 g.');
  });
});

describe('dates within 1900–2100', () => {
  test('instant() refuses year 0 and instants that fall in year 0 or 10000 in UTC', () => {
    const schema = instant();
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:00:00-05:00',
      '1899-12-31T23:59:59Z',
    ]) {
      expect(firstMessage(schema.safeParse(bad)), bad).toBe(INPUT_RULE_MESSAGES.date);
    }
    expect(schema.safeParse('10000-01-01T00:00:00Z').success).toBe(false);
    expect(schema.parse('2025-03-01T12:30:00-03:00')).toBe('2025-03-01T12:30:00-03:00');
    expect(calendarDate().safeParse('0000-01-01').success).toBe(false);
    expect(calendarDate().parse('2100-12-31')).toBe('2100-12-31');
  });

  test('the from/to queries of the lists refuse them too', () => {
    expect(firstMessage(DateRangeQuerySchema.safeParse({ from: '0000-01-01T00:00:00Z' }))).toBe(
      INPUT_RULE_MESSAGES.date,
    );
    expect(firstMessage(DateRangeQuerySchema.safeParse({ to: '9999-12-31T23:00:00-05:00' }))).toBe(
      INPUT_RULE_MESSAGES.date,
    );
    expect(firstMessage(MealListQuerySchema.safeParse({ to: '9999-12-31' }))).toBe(INPUT_RULE_MESSAGES.date);
    expect(firstMessage(MealListQuerySchema.safeParse({ from: '0000-01-01' }))).toBe(INPUT_RULE_MESSAGES.date);
    expect(MealListQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-31' }).success).toBe(true);
  });
});

describe('number fields with one message', () => {
  const message = 'Informe de 1 a 10.';

  test("wholeIn refuses a missing, fractional or out-of-range value with the field's message", () => {
    const schema = wholeIn(message, { min: 1, max: 10 });
    for (const bad of [undefined, '3', 2.5, 0, 11]) expect(firstMessage(schema.safeParse(bad))).toBe(message);
    expect(schema.parse(10)).toBe(10);
  });

  test('wholeParam and pageParam read the number from query text', () => {
    expect(wholeParam(message, { min: 1, max: 10 }).parse('7')).toBe(7);
    expect(firstMessage(wholeParam(message, { min: 1, max: 10 }).safeParse('abc'))).toBe(message);
    expect(pageParam(message).parse('100000')).toBe(100_000);
    expect(firstMessage(pageParam(message).safeParse('100001'))).toBe(message);
  });

  test('numberIn keeps fractions; realIn refuses what a real column cannot store with the input rule', () => {
    expect(numberIn(message, { min: 1, max: 10 }).parse(2.5)).toBe(2.5);
    expect(firstMessage(numberIn(message, { min: 1, max: 10 }).safeParse(0))).toBe(message);
    expect(firstMessage(realIn(message, { min: 0, max: 10 }).safeParse(1e-40))).toBe(INPUT_RULE_MESSAGES.number);
    expect(firstMessage(realIn(message, { min: 0, max: 10 }).safeParse(11))).toBe(message);
  });
});
