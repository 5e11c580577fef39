import type { LoginLinkRequest, LoginResponse, MessageResponse } from '@mayorista/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

/** POST /auth/login-link/: e-mails a one-time sign-in link to the account's verified address. */
export function requestLoginLink(input: LoginLinkRequest) {
  return apiPost<MessageResponse>('/auth/login-link/', input, { skipAuthRedirect: true });
}

/** POST /auth/login-link/verify/: signs in with the link's token (once). */
export function loginWithLink(token: string) {
  return apiPost<LoginResponse>('/auth/login-link/verify/', { token }, { skipAuthRedirect: true });
}

export const useRequestLoginLink = () => useMutation({ mutationFn: requestLoginLink });
export const useLoginWithLink = () => useMutation({ mutationFn: loginWithLink });
