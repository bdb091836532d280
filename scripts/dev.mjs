// `npm run dev`: the API (restarting on change) and the Vite dev server (proxying /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, HOST: '127.0.0.1' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@prato/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
