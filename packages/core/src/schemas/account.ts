import { z } from './z';
import { currentPassword } from './auth';

/** LGPD rights of the profile screen: export everything, delete the account (texts defined once). */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Informe sua senha para confirmar.',
  wrongPassword: 'Senha incorreta.',
  deleted: 'Sua conta foi excluída.',
  deleteFailed: 'Erro ao excluir conta',
  exportFailed: 'Erro ao exportar dados',
  exported: 'Seus dados foram exportados.',
} as const;

export const DeleteAccountSchema = z.object({
  password: currentPassword(ACCOUNT_MESSAGES.passwordRequired, ACCOUNT_MESSAGES.wrongPassword),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** 'prato-certo-dados-2025-03-01.json': the export's date in the person's own day (YYYY-MM-DD). */
export function exportFileName(localDate: string): string {
  return `prato-certo-dados-${localDate}.json`;
}

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * The export file: everything the app holds about the user, never password hashes, session tokens
 * or another user's rows. Rows keep the database's column names in camelCase.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  avatar: z
    .object({ contentType: z.string(), bytes: z.number().int(), base64: z.string(), updatedAt: z.string() })
    .nullable(),
  subscription: z.record(z.string(), z.unknown()).nullable(),
  payments: rows,
  /** Each payment notice applied to the account (order, kind, who delivered it, when). */
  paymentEvents: rows,
  meals: rows,
  activities: rows,
  weights: rows,
  hydrationSettings: z.record(z.string(), z.unknown()).nullable(),
  hydrationIntakes: rows,
  goals: rows,
  achievements: rows,
  /** "Meus alimentos" (table user_foods). */
  userFoods: rows,
  /** "Minhas receitas" (table recipes). */
  recipes: rows,
  /** The diary's slots as the person changed them (table diary_slots). */
  diarySlots: rows,
  /** Favourite meals (table favorite_meals). */
  favoriteMeals: rows,
  /** Signed-in sessions: when, until when, from which address and browser (never the token). */
  sessions: rows,
  /** Access records (each session started: when, address, browser), kept six months. */
  accessLog: rows,
  /** Browsers subscribed to water reminders: the push service's address and dates (never the keys). */
  pushSubscriptions: rows,
  /** What an administrator did to the account (plan changes, notes), without the administrator. */
  adminActions: rows,
  countedRequests: z.object({ count: z.number().int() }),
  isAdmin: z.boolean(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
