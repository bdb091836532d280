import type { ProfileUpdate } from '@prato/core/schemas/profile';
import type { CreateWeightEntry } from '@prato/core/schemas/weight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions, updateProfile } from '@/api/profile';
import { createWeightEntry } from './create-weight-entry';

/** Local storage flag, kept alongside the server's `onboardingCompleted`. */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';

export interface FinishOnboarding {
  profile: ProfileUpdate & { onboardingCompleted: true };
  weight: CreateWeightEntry;
}

/** Saves the profile (marking onboarding done), then adds the weight entry. */
export async function finishOnboarding({ profile, weight }: FinishOnboarding) {
  const saved = await updateProfile(profile);
  await createWeightEntry(weight);
  return saved;
}

export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (profile) => {
      window.localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
    // Also after a failed weight entry: the profile may already be saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
