import type { LoginRequest, LoginResponse } from '@mayorista/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

export function login(input: LoginRequest) {
  return apiPost<LoginResponse>('/auth/login/', input, { skipAuthRedirect: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
