import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailChangeResponse,
  Profile,
  ProfileUpdateInput,
  ProfileUpdateResponse,
} from '@mayorista/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/api/client';
import { profileKeys } from '@/api/profile';

export type { Profile };

export function updateProfile(input: ProfileUpdateInput) {
  return apiPut<ProfileUpdateResponse>('/auth/profile/', input);
}

export function requestEmailChange(input: { new_email: string; password: string }) {
  return apiPost<EmailChangeResponse>('/auth/verify-change/', {
    type: 'EMAIL_CHANGE',
    ...input,
  });
}

export function changePassword(input: ChangePasswordRequest) {
  return apiPost<ChangePasswordResponse>('/auth/change-password/', input);
}

/** PUT /auth/profile/ (fields, or {email, verification_code}); the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile(), profile),
  });
}

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
