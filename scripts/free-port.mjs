import net from 'node:net';

/** A port free on 127.0.0.1 right now (the OS picks it), so several runs on one machine never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
