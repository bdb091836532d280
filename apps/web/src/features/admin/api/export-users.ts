import type { AdminFilters } from '@prato/core/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { downloadAttachment } from '@/lib/download';
import { filterParams } from './get-admin-users';

const FALLBACK_NAME = 'prato-certo-usuarios.csv';

/**
 * GET /api/admin/users/export: the filtered users as CSV, saved under the server's file name
 * (prato-certo-usuarios-{timestamp}.csv). The browser downloads the attachment from a blob URL.
 */
export async function exportUsers(filters: AdminFilters): Promise<string> {
  const params = filterParams(filters).toString();
  return downloadAttachment(`/api/admin/users/export${params ? `?${params}` : ''}`, FALLBACK_NAME);
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
