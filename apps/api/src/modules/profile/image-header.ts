/**
 * Dimensions declared in an image's header, read without decoding a pixel: a few kilobytes can
 * declare gigapixels (a decompression bomb), so the size is checked before any decoder runs.
 */
export interface ImageDimensions {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

/** PNG: the first chunk is IHDR, with width and height as big-endian 32-bit numbers. */
function png(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

// Start-of-frame markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments up to the start of frame, which holds height then width. */
function jpeg(bytes: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone markers have no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webp(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    default:
      return null;
  }
}

/** GIF: the logical screen size, little-endian, right after the signature. */
function gif(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null;
  return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
}

/** The declared size of a PNG, JPEG, WebP or GIF; null when the format is not one of them or the header is cut. */
export function readImageDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return png(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webp(bytes);
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return gif(bytes);
  return null;
}
