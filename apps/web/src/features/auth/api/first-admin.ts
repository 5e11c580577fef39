import type { LoginResponse } from '@mayorista/shared/accounts';
import type { FirstAdminRequest } from '@mayorista/shared/first-admin';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

/** POST /auth/first-admin/: the setup link's form creates the store's first admin and signs them in. */
export function createFirstAdmin(input: FirstAdminRequest) {
  return apiPost<LoginResponse>('/auth/first-admin/', input, { skipAuthRedirect: true });
}

export const useCreateFirstAdmin = () => useMutation({ mutationFn: createFirstAdmin });
