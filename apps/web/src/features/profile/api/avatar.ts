import { AvatarResponseSchema, type AvatarResponse } from '@prato/core/schemas/avatar';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import type { Profile } from '@prato/core/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { api, ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * A multipart/form-data body with the one "file" field, assembled from the bytes: an ArrayBuffer body
 * behaves the same in every XHR implementation (the test environment's XHR cannot send a FormData blob).
 */
async function multipartBody(file: Blob): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----prato-avatar-${crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avatar"\r\n` +
      `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
  );
  const data = new Uint8Array(await file.arrayBuffer());
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + data.length + tail.length);
  body.set(head, 0);
  body.set(data, head.length);
  body.set(tail, head.length + data.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** PUT /api/profile/avatar as multipart, through XHR so the screen can show the upload progress. */
export async function uploadAvatar(file: Blob, onProgress?: (percent: number) => void): Promise<AvatarResponse> {
  const { body, contentType } = await multipartBody(file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', new URL('/api/profile/avatar', window.location.origin).toString());
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE)));
    request.addEventListener('load', () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText) as unknown;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = AvatarResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE));
        return;
      }
      const error = ApiErrorSchema.safeParse(payload);
      reject(
        error.success
          ? new ApiError(request.status, error.data.error.code, error.data.error.message)
          : new ApiError(request.status, 'HTTP_ERROR', GENERIC_ERROR_MESSAGE),
      );
    });
    request.setRequestHeader('Content-Type', contentType);
    request.send(body);
  });
}

export const removeAvatar = () => api.delete('/profile/avatar', AvatarResponseSchema);

/** Both mutations write the new picture URL into the shared profile query (the layout shows it too). */
function useSetAvatarUrl() {
  const queryClient = useQueryClient();
  return ({ avatarUrl }: AvatarResponse) =>
    queryClient.setQueryData<Profile>(profileQueryOptions().queryKey, (profile) =>
      profile ? { ...profile, avatarUrl } : profile,
    );
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const setAvatarUrl = useSetAvatarUrl();
  return useMutation({ mutationFn: (file: Blob) => uploadAvatar(file, onProgress), onSuccess: setAvatarUrl });
}

export function useRemoveAvatar() {
  const setAvatarUrl = useSetAvatarUrl();
  return useMutation({ mutationFn: removeAvatar, onSuccess: setAvatarUrl });
}
