import { z } from './z';
import { text, textRule, wholeIn } from './input-rules';

/** Profile and Profile / Meal settings schemas. Every screen that edits the profile uses these. */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extra_active',
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const HEALTH_GOALS = ['lose_weight', 'maintain', 'gain_weight'] as const;
export type HealthGoal = (typeof HEALTH_GOALS)[number];

export const PROFILE_MESSAGES = {
  fullName: 'O nome deve ter entre 2 e 100 letras.',
  weight: 'Informe um peso entre 20 e 300 kg.',
  height: 'Informe uma altura entre 50 e 250 cm.',
  age: 'Você deve ter no mínimo 13 anos',
  ageMax: 'Informe uma idade válida (13-120 anos).',
  gender: 'Selecione o sexo.',
  activityLevel: 'Selecione o nível de atividade.',
  healthGoal: 'Selecione o objetivo.',
  mealCalories: 'Informe calorias entre 50 e 2000 kcal.',
  snackCalories: 'Informe calorias do lanche entre 50 e 1000 kcal.',
  snackQuantity: 'Informe de 0 a 10 lanches.',
  timezone: 'Fuso horário inválido.',
  phone: 'Telefone inválido.',
  loadFailed: 'Erro ao carregar perfil',
  saved: 'Perfil atualizado com sucesso!',
  saveFailed: 'Erro ao salvar perfil',
} as const;

/**
 * The zone of a profile that never chose one (the column default of profiles.timezone), and of a screen
 * whose profile has not loaded yet: where the product's users are.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * An IANA zone name: an Area/Location name ("America/Sao_Paulo") or UTC, that Intl knows. Intl also
 * accepts legacy abbreviations ("BET", "IST", "NST") that PostgreSQL does not know or reads as another
 * zone (IST is India to Intl, Israel to PostgreSQL): those are no zone.
 */
export function isTimeZone(value: string): boolean {
  if (value !== 'UTC' && !value.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const mealCalories = wholeIn(PROFILE_MESSAGES.mealCalories, { min: 50, max: 2000 });

/** A partial update of the signed-in user's profile; absent fields are left as they are, null clears. */
export const ProfileUpdateSchema = z
  .object({
    fullName: z
      .string({ error: PROFILE_MESSAGES.fullName })
      .trim()
      .min(2, PROFILE_MESSAGES.fullName)
      .max(100, PROFILE_MESSAGES.fullName)
      .regex(/^[\p{L} ]+$/u, PROFILE_MESSAGES.fullName),
    phone: z
      .string()
      .trim()
      .max(30, PROFILE_MESSAGES.phone)
      .regex(/^[0-9 ()+-]*$/, PROFILE_MESSAGES.phone)
      .nullable(),
    weight: z
      .number({ error: PROFILE_MESSAGES.weight })
      .min(20, PROFILE_MESSAGES.weight)
      .max(300, PROFILE_MESSAGES.weight),
    height: z
      .number({ error: PROFILE_MESSAGES.height })
      .min(50, PROFILE_MESSAGES.height)
      .max(250, PROFILE_MESSAGES.height),
    age: z
      .number({ error: PROFILE_MESSAGES.ageMax })
      .int(PROFILE_MESSAGES.ageMax)
      .min(13, PROFILE_MESSAGES.age)
      .max(120, PROFILE_MESSAGES.ageMax),
    gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
    activityLevel: z.enum(ACTIVITY_LEVELS, { error: PROFILE_MESSAGES.activityLevel }),
    healthGoals: z.enum(HEALTH_GOALS, { error: PROFILE_MESSAGES.healthGoal }),
    dietaryPreferences: text({ max: 500 }).nullable(),
    allergies: text({ max: 500 }).nullable(),
    breakfastCalories: mealCalories,
    lunchCalories: mealCalories,
    dinnerCalories: mealCalories,
    snackCalories: wholeIn(PROFILE_MESSAGES.snackCalories, { min: 50, max: 1000 }),
    snackQuantity: wholeIn(PROFILE_MESSAGES.snackQuantity, { min: 0, max: 10 }),
    timezone: z
      .string({ error: PROFILE_MESSAGES.timezone })
      .min(1, PROFILE_MESSAGES.timezone)
      .max(64, PROFILE_MESSAGES.timezone)
      .refine(...textRule)
      .refine(isTimeZone, PROFILE_MESSAGES.timezone),
    /** true marks onboarding completed now; false clears it ('Recalcular metas'). */
    onboardingCompleted: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
  healthGoals: z.enum(HEALTH_GOALS).nullable(),
  dietaryPreferences: z.string().nullable(),
  allergies: z.string().nullable(),
  breakfastCalories: z.number().int().nullable(),
  lunchCalories: z.number().int().nullable(),
  dinnerCalories: z.number().int().nullable(),
  snackCalories: z.number().int().nullable(),
  snackQuantity: z.number().int().nullable(),
  timezone: z.string(),
  onboardingCompleted: z.boolean(),
  /** Present once, when a stored weight-loss goal was unsafe and became "Manter peso" (decision 028). */
  goalNotice: z.string().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Guards: weight, height, age and gender are needed before the app's main screens. */
export function isProfileComplete(
  profile: Pick<Profile, 'weight' | 'height' | 'age' | 'gender'> | null | undefined,
): boolean {
  return Boolean(profile && profile.weight && profile.height && profile.age && profile.gender);
}
