import { DEFAULT_TIME_ZONE, ProfileSchema, type Profile, type ProfileUpdate } from '@prato/core/schemas/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The signed-in user's profile. Shared by several features (onboarding, health, profile, planner),
 * so it lives in the shared api layer instead of one feature.
 */
export const getProfile = (signal?: AbortSignal) => api.get('/profile', ProfileSchema, signal);

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * The zone of the person's days (profiles.timezone): "today", the day a record belongs to and the times
 * shown follow it, not the device's clock (a phone on another zone's time, a trip). The default zone
 * while the profile loads.
 */
export function useProfileTimeZone(): string {
  return useProfile().data?.timezone ?? DEFAULT_TIME_ZONE;
}

export const updateProfile = (update: ProfileUpdate): Promise<Profile> => api.patch('/profile', update, ProfileSchema);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      // The session shows the full name in the layout.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
