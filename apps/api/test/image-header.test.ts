import sharp from 'sharp';
import { expect, test } from 'vitest';
import { readImageDimensions } from '../src/modules/profile/image-header';

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });

test('image headers give the declared size of PNG, JPEG, WebP and GIF without decoding', async () => {
  expect(readImageDimensions(await canvas(301, 17).png().toBuffer())).toEqual({ width: 301, height: 17 });
  expect(readImageDimensions(await canvas(64, 2000, 4).png({ palette: true }).toBuffer())).toEqual({
    width: 64,
    height: 2000,
  });
  // JPEG with EXIF and ICC segments before the frame, baseline and progressive.
  const jpeg = (progressive: boolean) =>
    canvas(640, 480)
      .withMetadata({ exif: { IFD0: { Copyright: 'Prato Certo' } } })
      .jpeg({ progressive })
      .toBuffer();
  expect(readImageDimensions(await jpeg(false))).toEqual({ width: 640, height: 480 });
  expect(readImageDimensions(await jpeg(true))).toEqual({ width: 640, height: 480 });
  // WebP in its three layouts: lossy (VP8), lossless (VP8L), extended (VP8X, here for the alpha channel).
  expect(readImageDimensions(await canvas(333, 222).webp({ lossless: false }).toBuffer())).toEqual({
    width: 333,
    height: 222,
  });
  expect(readImageDimensions(await canvas(333, 222).webp({ lossless: true }).toBuffer())).toEqual({
    width: 333,
    height: 222,
  });
  const extended = await canvas(333, 222, 4).webp({ lossless: false, alphaQuality: 50 }).toBuffer();
  expect(extended.subarray(12, 16).toString('latin1')).toBe('VP8X');
  expect(readImageDimensions(extended)).toEqual({ width: 333, height: 222 });
  expect(readImageDimensions(await canvas(90, 45).gif().toBuffer())).toEqual({ width: 90, height: 45 });

  // Cut or foreign headers: no size, so the upload is refused as unreadable before any decoding.
  const png = await canvas(10, 10).png().toBuffer();
  expect(readImageDimensions(png.subarray(0, 20))).toBeNull();
  expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6]))).toBeNull();
  expect(readImageDimensions(Buffer.from('não sou uma imagem'))).toBeNull();
});
