import { ProfileSchema, type Profile, type ProfileUpdate } from '@prato/core/schemas/profile';
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
