// `npm run dev`: the server on :3000 (restarting on change) and Vite on :5173 with hot reload.
// Vite proxies /api, /membergraphapi and assets to the server (apps/web/vite.config.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './web-build.mjs';

const children = [
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@member-area/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
