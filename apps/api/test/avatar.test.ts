import { Jimp } from 'jimp';
import { expect, test } from 'vitest';
import { client, createTestApp, signedUp, type TestApp } from './test-app';

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
    const ana = await signedUp(t);
    const bruno = await signedUp(t);
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
