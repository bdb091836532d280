import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MESSAGES,
  AVATAR_SERVER_TYPES,
  detectImageType,
  type AvatarResponse,
} from '@prato/core/schemas/avatar';
import { invalid, notFound, tooLarge } from '../../lib/domain-error';
import { decodeToSquare } from './avatar-image';
import type { AvatarRepo } from './avatar.repo';
import { readImageDimensions } from './image-header';
import type { ProfileRepo } from './profile.repo';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';

export const avatarTooLarge = () => tooLarge('IMAGE_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
const tooManyPixels = () => tooLarge('IMAGE_TOO_MANY_PIXELS', AVATAR_MESSAGES.tooManyPixels);
const invalidType = () => invalid('INVALID_IMAGE_TYPE', AVATAR_MESSAGES.invalidType);
const unreadable = () => invalid('IMAGE_UNREADABLE', AVATAR_MESSAGES.unreadable);
const avatarNotFound = () => notFound('AVATAR_NOT_FOUND', AVATAR_MESSAGES.notFound);

/** The URL the profile stores; the version makes browsers fetch a replaced picture again. */
export const avatarUrl = (at: Date) => `/api/profile/avatar?v=${at.getTime()}`;

export function createAvatarService({
  avatarRepo,
  profileRepo,
  now,
  decode = decodeToSquare,
}: {
  avatarRepo: AvatarRepo;
  profileRepo: ProfileRepo;
  now: Clock;
  /** Replaced in tests that watch an oversized picture never reach the decoder. */
  decode?: typeof decodeToSquare;
}) {
  /** The decoder's failures (corrupt data, over its time limit) are the user's picture: a 400, never a 500. */
  async function toSquare(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
    try {
      return await decode(bytes, type);
    } catch {
      throw unreadable();
    }
  }

  return {
    async upload(caller: Caller, bytes: Buffer): Promise<AvatarResponse> {
      if (bytes.length === 0) throw invalid('IMAGE_MISSING', AVATAR_MESSAGES.missing);
      if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
      const type = detectImageType(bytes);
      if (!type) throw invalidType();
      const size = readImageDimensions(bytes);
      if (!size || size.width === 0 || size.height === 0) throw unreadable();
      if (size.width * size.height > AVATAR_MAX_PIXELS) throw tooManyPixels();
      // WebP is recognised (and its size checked) but not stored: the web app converts it to PNG before uploading.
      if (!(AVATAR_SERVER_TYPES as readonly string[]).includes(type)) throw unreadable();
      const square = await toSquare(bytes, type === 'image/png' ? 'image/png' : 'image/jpeg');
      const at = now();
      await avatarRepo.save(caller.id, type === 'image/png' ? 'image/png' : 'image/jpeg', square, at);
      const url = avatarUrl(at);
      await profileRepo.update(caller.id, { avatarUrl: url });
      return { avatarUrl: url };
    },

    async get(caller: Caller): Promise<{ contentType: string; data: Buffer }> {
      const row = await avatarRepo.find(caller.id);
      if (!row) throw avatarNotFound();
      return { contentType: row.contentType, data: row.data };
    },

    async remove(caller: Caller): Promise<AvatarResponse> {
      await avatarRepo.remove(caller.id);
      await profileRepo.update(caller.id, { avatarUrl: null });
      return { avatarUrl: null };
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
