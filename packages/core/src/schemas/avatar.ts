import { z } from './z';

/** Profile picture rules: the server checks them, the profile screen mirrors them before uploading. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Largest picture accepted, in pixels (4096 × 4096), checked on the declared size before decoding:
 * a few kilobytes of PNG can declare gigapixels (a decompression bomb).
 */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
/** Uploaded pictures are center-cropped and resized to this square. */
export const AVATAR_SIZE_PX = 256;
/** Formats the server decodes. The web app converts WebP to PNG in the browser before uploading. */
export const AVATAR_SERVER_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_CLIENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AVATAR_MESSAGES = {
  tooLarge: 'A imagem deve ter no máximo 2 MB.',
  tooManyPixels: 'A imagem tem pixels demais: envie uma foto de até 4096 × 4096 pixels (16 megapixels).',
  invalidType: 'Envie uma imagem JPG, PNG ou WebP.',
  unreadable: 'Não foi possível ler a imagem. Envie outra foto em JPG ou PNG.',
  missing: 'Selecione uma imagem.',
  notFound: 'Nenhuma foto de perfil.',
  uploaded: 'Foto atualizada!',
  removed: 'Foto removida.',
  uploadFailed: 'Erro ao enviar a foto',
  removeFailed: 'Erro ao remover a foto',
} as const;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image format named by a file's first bytes (its declared type is not trusted). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const at = (index: number) => bytes[index];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => at(index) === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export const AvatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;
