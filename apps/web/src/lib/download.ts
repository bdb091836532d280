import { ApiErrorSchema } from '@prato/core/schemas/error';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * GETs a file the API answers as an attachment (the session's cookie sent) and hands it to the
 * browser's download under the server's file name, else `fallbackName`; resolves to the name used.
 * A refusal throws the API's ApiError (pt-BR message), no connection a NETWORK_ERROR.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), { credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'HTTP_ERROR', GENERIC_ERROR_MESSAGE);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  // The implementation that made the URL releases it, even if the global changes before the timer.
  const revoke = URL.revokeObjectURL.bind(URL);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    setTimeout(() => revoke(url), 10_000);
  }
  return fileName;
}
