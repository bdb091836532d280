import { OnboardingResultSchema, type OnboardingInput } from '@prato/core/schemas/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/onboarding/goals: the AI's goals, or the formula's when there is no model (or it failed). */
export function calculateGoals(input: OnboardingInput) {
  return api.post('/onboarding/goals', input, OnboardingResultSchema);
}

export function useCalculateGoals() {
  return useMutation({ mutationFn: calculateGoals });
}
