import { apiGet } from '@/api/client';
import { readAdminStatus, writeAdminStatus } from '@/lib/session';

export type VerifyAdminResponse = { is_admin: boolean; username: string };

/** Whether the session is an admin's: GET /api/auth/verify-admin/, cached for 5 minutes (accounts §4). */
export async function verifyAdmin(signal?: AbortSignal): Promise<boolean> {
  const cached = readAdminStatus();
  if (cached !== null) return cached;
  const response = await apiGet<VerifyAdminResponse>('/auth/verify-admin/', { signal });
  const isAdmin = response?.is_admin === true;
  writeAdminStatus(isAdmin);
  return isAdmin;
}
