import type {
  InvitationValidation,
  MessageResponse,
  RegisterInput,
  RegisterResponse,
  VerificationCodeInput,
  VerifyEmailResponse,
} from '@mayorista/shared/accounts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

export type { InvitationValidation, RegisterResponse, VerifyEmailResponse };

export function registerAccount(input: RegisterInput) {
  return apiPost<RegisterResponse>('/auth/register/', input, { skipAuthRedirect: true });
}

export function verifyEmail(input: VerificationCodeInput) {
  return apiPost<VerifyEmailResponse>('/auth/verify-email/', input, { skipAuthRedirect: true });
}

export function resendVerification(email: string) {
  return apiPost<MessageResponse>('/auth/resend-verification/', { email }, { skipAuthRedirect: true });
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
