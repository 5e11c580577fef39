import type { RegisterInput } from '@mayorista/shared/accounts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import type { LoginResponse } from '@/lib/session';

export type RegisterResponse = { message: string; email: string; user_id: number };

/** Active (invitation) accounts come back with a token; others only with the waiting message. */
export type VerifyEmailResponse = LoginResponse & { message: string; is_active: boolean };

export type InvitationValidation = {
  valid: boolean;
  description: string;
  remaining_uses: number;
  message: string;
};

export function registerAccount(input: RegisterInput) {
  return apiPost<RegisterResponse>('/auth/register/', input, { skipAuthRedirect: true });
}

export function verifyEmail(input: { email: string; code: string }) {
  return apiPost<VerifyEmailResponse>('/auth/verify-email/', input, { skipAuthRedirect: true });
}

export function resendVerification(email: string) {
  return apiPost<{ message: string }>('/auth/resend-verification/', { email }, { skipAuthRedirect: true });
}

export const invitationValidationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation-validation', code],
    queryFn: ({ signal }) =>
      apiPost<InvitationValidation>(
        '/auth/validate-invitation/',
        { code },
        { signal, skipAuthRedirect: true },
      ),
    staleTime: 30_000,
    retry: false,
  });

/** Checks an invitation code once it has its 6 digits. */
export function useInvitationValidation(code: string) {
  return useQuery({ ...invitationValidationQueryOptions(code), enabled: /^\d{6}$/.test(code) });
}

export const useRegister = () => useMutation({ mutationFn: registerAccount });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
