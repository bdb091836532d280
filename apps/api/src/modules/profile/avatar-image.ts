import sharp from 'sharp';
import { AVATAR_MAX_PIXELS, AVATAR_SIZE_PX } from '@prato/core/schemas/avatar';

// Decoded images are not kept between uploads: memory goes back as soon as a picture is stored.
sharp.cache(false);

/** Upper bound of one decode; libvips stops and the upload is refused after it. */
export const AVATAR_DECODE_TIMEOUT_SECONDS = 5;

/**
 * Center-crops to a square and resizes, off the event loop (libvips runs on libuv's thread pool):
 * PNG stays PNG (transparency kept), JPEG stays JPEG. EXIF orientation is applied and metadata
 * (GPS included) dropped. Callers check the declared size first; `limitInputPixels` bounds the decode
 * again, so memory stays bounded even if a header escaped that check.
 */
export async function decodeToSquare(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, autoOrient: true })
    .timeout({ seconds: AVATAR_DECODE_TIMEOUT_SECONDS })
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' });
  return type === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}
