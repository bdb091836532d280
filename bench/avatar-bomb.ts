// Decompression bomb on the avatar route: `node --import tsx bench/avatar-bomb.ts`. Figures go to bench/README.md.
// Uploads a tiny PNG declaring 16384×16384 pixels (refused from its header) and a real 4096×4096 PNG
// (decoded by sharp off the event loop) while GET /api/health is polled, and prints the latencies.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { readImageDimensions } from '../apps/api/src/modules/profile/image-header';
import { runBench, withBenchApp } from './bench-app';

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function bombPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // 64 rows of zeros compress to a few hundred bytes; a decoder would still allocate 768 MB of pixels.
  const idat = deflateSync(Buffer.alloc((width * 3 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const figures = (values: number[]) =>
  `n ${values.length}  p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms  ` +
  `max ${Math.max(...values).toFixed(1)} ms`;

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

runBench(() =>
  withBenchApp('prato-bench-avatar-', async ({ address, cookie }) => {
    const put = (bytes: Buffer) => () => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'foto.png');
      return fetch(`${address}/api/profile/avatar`, { method: 'PUT', body: form, headers: { cookie } });
    };
    const health = () => fetch(`${address}/api/health`);
    // The refusal itself: reading the declared size from the header.
    const header = bombPng(16384, 16384);
    const started = performance.now();
    for (let i = 0; i < 100_000; i += 1) readImageDimensions(header);
    console.log(
      `readImageDimensions (PNG 16384×16384): ${((performance.now() - started) / 100).toFixed(2)} µs por chamada`,
    );
    await timed(health);

    for (const [title, bytes, rounds] of [
      ['PNG 16384×16384 (bomba)', bombPng(16384, 16384), 50],
      [
        'PNG 4096×4096 (limite, decodificada)',
        await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#3a7' } })
          .png()
          .toBuffer(),
        5,
      ],
    ] as const) {
      const uploads: number[] = [];
      const checks: number[] = [];
      const statuses = new Set<number>();
      let uploading = true;
      const poller = (async () => {
        while (uploading) {
          checks.push((await timed(health)).ms);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      for (let i = 0; i < rounds; i += 1) {
        const { ms, status } = await timed(put(bytes));
        uploads.push(ms);
        statuses.add(status);
      }
      uploading = false;
      await poller;
      console.log(`${title}, ${(bytes.length / 1024).toFixed(1)} KB, status ${[...statuses].join('/')}`);
      console.log(`  PUT /api/profile/avatar   ${figures(uploads)}`);
      console.log(`  GET /api/health enquanto  ${figures(checks)}`);
    }
  }),
);
