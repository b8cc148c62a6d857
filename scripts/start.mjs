// `npm start`: build the web app if needed, then run the server, which migrates and seeds the
// database under ./data (SQLite unless DATABASE_URL is set) and serves everything on PORT (3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureConsoleBuild, ensureWebBuild, root } from './web-build.mjs';

ensureWebBuild();
ensureConsoleBuild();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
