import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, signUp, type TestApp } from './fixtures';

// Issue 16 §13: the framework's own 4xx answers (bad percent-encoding, over-long path parameter,
// headers too large, body too large, wrong content type, malformed JSON, unreadable multipart) had
// another body shape, in English, echoing the URL. Every 4xx is `{ error: { code, message } }` in pt-BR.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t)).jar.header();
});
afterAll(async () => {
  await t?.close();
});

const standard = (body: string) => {
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  return parsed.error;
};

test('a path that is not valid percent-encoding answers 400 in the standard shape, without echoing it', async () => {
  for (const url of ['/api/meals/%zz', '/api/weights/%ED%A0%80', '/api/goals/%E0%A4%A/complete']) {
    const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(400);
    expect(standard(res.body).message).toBe('Requisição inválida.');
    expect(res.body).not.toContain(url.split('/').pop());
  }
});

test('a path parameter over the length limit answers 414 in the standard shape', async () => {
  const res = await t.app.inject({ method: 'DELETE', url: `/api/meals/${'a'.repeat(150)}`, headers: { cookie } });
  expect(res.statusCode).toBe(414);
  expect(standard(res.body).message).toBe('O endereço da requisição é longo demais.');
  expect(res.body).not.toContain('aaaa');
});

test('body errors: malformed JSON, empty JSON, wrong content type, too large — pt-BR, standard shape', async () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie, 'content-type': contentType }, payload });
  const malformed = await post('{"title":', 'application/json');
  expect(malformed.statusCode).toBe(400);
  expect(standard(malformed.body).message).toBe('Requisição inválida.');
  const empty = await post('', 'application/json');
  expect(empty.statusCode).toBe(400);
  expect(standard(empty.body).message).toBe('Requisição inválida.');
  const xml = await post('<a/>', 'application/xml');
  expect(xml.statusCode).toBe(415);
  expect(standard(xml.body).message).toBe('Formato de requisição não suportado.');
  const large = await post(JSON.stringify({ title: 'a'.repeat(1_100_000) }), 'application/json');
  expect(large.statusCode).toBe(413);
  expect(standard(large.body).message).toBe('A requisição é grande demais.');
});

test('an avatar upload the multipart parser cannot read answers 400, not 500', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/avatar',
    headers: { cookie, 'content-type': 'multipart/form-data' },
    payload: '--x\r\n',
  });
  expect(res.statusCode).toBe(400);
  expect(standard(res.body).message).toBe('Selecione uma imagem.');
});

/** Sends raw bytes to a listening server and returns the status line and body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

test('over real HTTP: headers too large answer 431 and a garbage request 400, both in the standard shape', async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as net.AddressInfo;
  const huge = await rawRequest(
    port,
    `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  expect(huge.status).toBe(431);
  expect(standard(huge.body).message).toBe('Os cabeçalhos da requisição são grandes demais.');
  const garbage = await rawRequest(port, 'NAO HTTP\r\n\r\n');
  expect(garbage.status).toBe(400);
  expect(standard(garbage.body).message).toBe('Requisição inválida.');
});
