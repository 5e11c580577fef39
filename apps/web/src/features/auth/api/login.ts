import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';
import type { LoginResponse } from '@/lib/session';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput) {
  return apiPost<LoginResponse>('/auth/login/', input, { skipAuthRedirect: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
