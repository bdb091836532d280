import { z } from './z';
import { instant, text } from './input-rules';

export const WEIGHT_MESSAGES = {
  weight: 'Informe um peso entre 20 e 300 kg.',
  required: 'Informe o peso.',
  height: 'Informe uma altura entre 50 e 250 cm.',
  measuredAt: 'Data da pesagem inválida.',
  /** The weight log form: the date picked is required and cannot be after today. */
  date: 'Informe a data da pesagem.',
  futureDate: 'A data da pesagem não pode estar no futuro.',
  saved: 'Peso registrado com sucesso!',
  saveFailed: 'Erro ao registrar peso',
} as const;

/** Weight schema (20–300 kg). Height defaults to the profile's; BMI is computed by the server. */
export const CreateWeightEntrySchema = z.object({
  /** Client-generated id: sending the same entry again (offline retry) never duplicates it. */
  id: z.uuid({ error: 'Identificador inválido.' }).optional(),
  weight: z
    .number({ error: WEIGHT_MESSAGES.required })
    .min(20, WEIGHT_MESSAGES.weight)
    .max(300, WEIGHT_MESSAGES.weight),
  height: z
    .number({ error: WEIGHT_MESSAGES.height })
    .min(50, WEIGHT_MESSAGES.height)
    .max(250, WEIGHT_MESSAGES.height)
    .optional(),
  measuredAt: instant(WEIGHT_MESSAGES.measuredAt).optional(),
  notes: text({ max: 500 }).optional(),
});
export type CreateWeightEntry = z.infer<typeof CreateWeightEntrySchema>;

export const WeightEntrySchema = z.object({
  id: z.string(),
  weight: z.number(),
  height: z.number().nullable(),
  bmi: z.number().nullable(),
  bmiCategory: z.string().nullable(),
  notes: z.string().nullable(),
  measuredAt: z.string(),
  aiAnalysis: z.string().nullable(),
});
export type WeightEntry = z.infer<typeof WeightEntrySchema>;

export const WEIGHT_ENTRY_MESSAGES = {
  notFound: 'Registro de peso não encontrado.',
  emptyUpdate: 'Informe a análise ou as observações.',
  deleted: 'Registro de peso excluído.',
  deleteFailed: 'Erro ao excluir registro de peso',
} as const;

/** weight_history "update ai_analysis"; notes can be edited too; null clears. */
export const UpdateWeightEntrySchema = z
  .object({
    aiAnalysis: text({ max: 5000 }).nullable().optional(),
    notes: text({ max: 500 }).nullable().optional(),
  })
  .strict()
  .refine((update) => update.aiAnalysis !== undefined || update.notes !== undefined, WEIGHT_ENTRY_MESSAGES.emptyUpdate);
export type UpdateWeightEntry = z.infer<typeof UpdateWeightEntrySchema>;

export const WeightListSchema = z.array(WeightEntrySchema);
export const LatestWeightSchema = z.object({ entry: WeightEntrySchema.nullable() });
