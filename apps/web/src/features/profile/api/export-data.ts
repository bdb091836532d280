import { ApiErrorSchema } from '@prato/core/schemas/error';
import { exportFileName } from '@prato/core/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? exportFileName(new Date());
}

/** Fetches the export (a JSON attachment) and hands it to the browser as a download. */
export async function exportData(): Promise<{ fileName: string }> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/account/export', window.location.origin), { credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'HTTP_ERROR', GENERIC_ERROR_MESSAGE);
  }
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return { fileName };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
