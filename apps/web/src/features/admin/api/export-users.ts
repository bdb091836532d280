import type { AdminFilters } from '@prato/core/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { filterParams } from './get-admin-users';

const FALLBACK_NAME = 'prato-certo-usuarios.csv';

/**
 * GET /api/admin/users/export: the filtered users as CSV, saved under the server's file name
 * (prato-certo-usuarios-{timestamp}.csv). The browser downloads the attachment from a blob URL.
 */
export async function exportUsers(filters: AdminFilters): Promise<string> {
  const params = filterParams(filters).toString();
  let response: Response;
  try {
    response = await fetch(`/api/admin/users/export${params ? `?${params}` : ''}`, { credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'HTTP_ERROR',
      body?.error?.message ?? GENERIC_ERROR_MESSAGE,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
