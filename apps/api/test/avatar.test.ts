import { crc32, deflateSync } from 'node:zlib';
import { Jimp } from 'jimp';
import sharp from 'sharp';
import { expect, test, vi } from 'vitest';
import { decodeToSquare } from '../src/modules/profile/avatar-image';
import { client, createTestApp, signUp, type TestApp } from './fixtures';

const BOUNDARY = '----prato-avatar-test';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

function upload(t: TestApp, cookie: string, bytes: Buffer, filename = 'foto.png', type = 'image/png') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile/avatar',
    payload: multipart(bytes, filename, type),
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const solid = (width: number, height: number, color: number) => new Jimp({ width, height, color });

test('avatar: checks type and size, stores a 256×256 square, serves it only to its owner, removes it', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const anaCookie = ana.jar.header();

    const red = await solid(400, 200, 0xff0000ff).getBuffer('image/png');
    expect((await upload(t, '', red)).statusCode).toBe(401);

    const text = await upload(t, anaCookie, Buffer.from('não sou uma imagem'), 'foto.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Envie uma imagem JPG, PNG ou WebP.');

    const huge = Buffer.concat([red, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(t, anaCookie, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('A imagem deve ter no máximo 2 MB.');

    const corrupt = await upload(t, anaCookie, red.subarray(0, 40));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().error.code).toBe('IMAGE_UNREADABLE');

    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      payload: { file: 'x' },
      headers: { cookie: anaCookie },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe('Selecione uma imagem.');

    expect((await ana.get('/api/profile/avatar')).statusCode).toBe(404);

    const stored = await upload(t, anaCookie, red, 'retrato.png', 'image/png');
    expect(stored.statusCode).toBe(200);
    const { avatarUrl } = stored.json();
    expect(avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=\d+$/);
    expect((await ana.get('/api/profile')).json().avatarUrl).toBe(avatarUrl);

    const served = await ana.get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    const image = await Jimp.read(served.rawPayload);
    expect([image.width, image.height]).toEqual([256, 256]);
    expect(image.getPixelColor(128, 128)).toBe(0xff0000ff);

    // Another user never gets Ana's picture: no picture of his own yet means 404, then his own.
    expect((await bruno.get(avatarUrl)).statusCode).toBe(404);
    expect((await client(t).get(avatarUrl)).statusCode).toBe(401);
    const blueJpeg = await solid(300, 500, 0x0000ffff).getBuffer('image/jpeg');
    // The declared type is not trusted: these JPEG bytes arrive labelled as PNG.
    const brunoUpload = await upload(t, bruno.jar.header(), blueJpeg, 'azul.png', 'image/png');
    expect(brunoUpload.statusCode).toBe(200);
    const brunos = await bruno.get('/api/profile/avatar');
    expect(brunos.headers['content-type']).toBe('image/jpeg');
    const brunoImage = await Jimp.read(brunos.rawPayload);
    expect([brunoImage.width, brunoImage.height]).toEqual([256, 256]);
    const center = brunoImage.getPixelColor(128, 128);
    expect(center >>> 24).toBeLessThan(50); // red channel
    expect((center >>> 8) & 0xff).toBeGreaterThan(200); // blue channel
    expect((await ana.get('/api/profile/avatar')).headers['content-type']).toBe('image/png');

    // Bruno's DELETE removes only his own picture.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { cookie: bruno.jar.header() },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await bruno.get('/api/profile/avatar')).statusCode).toBe(404);
    expect((await bruno.get('/api/profile')).json().avatarUrl).toBeNull();
    expect((await ana.get('/api/profile/avatar')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height (8-bit RGB) with a tiny IDAT: a decompression bomb. */
function pngDeclaring(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // The first rows of black pixels; a decoder would inflate and allocate the whole declared image.
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose start-of-frame declares width × height, with nothing to decode after it. */
function jpegDeclaring(width: number, height: number) {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP (VP8X) declaring a width × height canvas. */
function webpDeclaring(width: number, height: number) {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

test('avatar: a picture declaring more than 4096×4096 pixels is refused from its header, never decoded', async () => {
  // The real decoder, watched: a picture over the pixel limit must be refused before it is called.
  const decoder = vi.fn(decodeToSquare);
  const t = await createTestApp({ decodeAvatar: decoder });
  try {
    const ana = await signUp(t);
    const cookie = ana.jar.header();
    decoder.mockClear();

    const bomb = pngDeclaring(16384, 16384);
    expect(bomb.length).toBeLessThan(64 * 1024);
    // The health check is answered alongside the refused upload.
    const [refused, health] = await Promise.all([
      upload(t, cookie, bomb),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: {
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'A imagem tem pixels demais: envie uma foto de até 4096 × 4096 pixels (16 megapixels).',
      },
    });
    expect(health.statusCode).toBe(200);

    for (const declared of [
      pngDeclaring(4097, 4096),
      pngDeclaring(1, 4096 * 4096 + 1),
      jpegDeclaring(65535, 65535),
      webpDeclaring(16384, 16384),
    ]) {
      const response = await upload(t, cookie, declared);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('IMAGE_TOO_MANY_PIXELS');
    }
    // A zero-sized header is unreadable, also without decoding.
    expect((await upload(t, cookie, pngDeclaring(0, 10))).json().error.code).toBe('IMAGE_UNREADABLE');
    expect(decoder).not.toHaveBeenCalled();
    expect((await ana.get('/api/profile/avatar')).statusCode).toBe(404);

    // Exactly at the limit the picture is decoded (once) and stored.
    const atLimit = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    const stored = await upload(t, cookie, atLimit);
    expect(stored.statusCode).toBe(200);
    expect(decoder).toHaveBeenCalledTimes(1);
    const served = await sharp((await ana.get('/api/profile/avatar')).rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 256, 256]);

    // A header that passes but a body that does not decode is the user's picture: 400, not 500.
    const cut = await upload(t, cookie, pngDeclaring(100, 100));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.code).toBe('IMAGE_UNREADABLE');
  } finally {
    await t.close();
  }
});
