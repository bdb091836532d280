import { WeightEntrySchema, type CreateWeightEntry } from '@prato/core/schemas/weight';
import { api } from '@/lib/api-client';

/** POST /api/weights: the onboarding's first weight entry (BMI is computed by the server). */
export function createWeightEntry(entry: CreateWeightEntry) {
  return api.post('/weights', entry, WeightEntrySchema);
}
