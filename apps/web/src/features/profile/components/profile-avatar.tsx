import { AVATAR_CLIENT_TYPES, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@prato/core/schemas/avatar';
import { avatarInitials, displayName } from '@prato/core/schemas/auth';
import type { Profile } from '@prato/core/schemas/profile';
import { Camera, Trash2 } from '@/components/icons';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { useTimedMessage } from '../hooks/use-timed-message';
import { TimedAlert } from './timed-alert';

/** The server decodes JPEG and PNG; a WebP picture is redrawn as PNG here, where the browser can read it. */
async function toUploadable(file: File): Promise<Blob> {
  if (file.type !== 'image/webp') return file;
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('conversion failed'))), 'image/png'),
  );
}

/** Client-side mirror of the server's checks, with the same messages. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_CLIENT_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.invalidType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

export function ProfileAvatar({ profile }: { profile: Profile }) {
  const inputId = useId();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);
  const remove = useRemoveAvatar();
  const { message, show } = useTimedMessage();
  const name = displayName(profile);
  const busy = upload.isPending || remove.isPending;

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      show({ tone: 'error', text: problem });
      return;
    }
    setProgress(0);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    let blob: Blob;
    try {
      blob = await toUploadable(file);
    } catch {
      setPreview(null);
      show({ tone: 'error', text: AVATAR_MESSAGES.unreadable });
      return;
    }
    upload.mutate(blob, {
      onSuccess: () => show({ tone: 'success', text: AVATAR_MESSAGES.uploaded }),
      onError: (error) => show({ tone: 'error', text: errorMessage(error, AVATAR_MESSAGES.uploadFailed) }),
      onSettled: () => setPreview(null),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => show({ tone: 'success', text: AVATAR_MESSAGES.removed }),
      onError: (error) => show({ tone: 'error', text: errorMessage(error, AVATAR_MESSAGES.removeFailed) }),
    });

  const src = preview ?? profile.avatarUrl;

  return (
    <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <div className="relative">
        {src ? (
          <img
            src={src}
            alt={`Foto de perfil de ${name}`}
            className={cn('size-24 rounded-full object-cover ring-4 ring-emerald-50', upload.isPending && 'opacity-60')}
          />
        ) : (
          <span
            aria-label={`Iniciais de ${name}`}
            role="img"
            className="flex size-24 items-center justify-center rounded-full bg-emerald-100 text-3xl font-semibold text-emerald-800"
          >
            {avatarInitials(name)}
          </span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Enviando foto..." />
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <p className="truncate text-lg font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
        </div>
        {upload.isPending ? <ProgressBar value={progress} label="Envio da foto" className="max-w-xs" /> : null}
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_CLIENT_TYPES.join(',')}
            className="peer sr-only"
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
          <label
            htmlFor={inputId}
            className={cn(
              // 44 px on a phone, like the Button sizes beside it.
              'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl md:h-9 bg-emerald-50 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-100',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600',
              busy && 'cursor-not-allowed opacity-70',
            )}
          >
            <Camera className="size-4" aria-hidden />
            Alterar foto
          </label>
          {profile.avatarUrl ? (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              Remover foto
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">JPG, PNG ou WebP, até 2 MB.</p>
        <TimedAlert message={message} />
      </div>
    </Card>
  );
}
