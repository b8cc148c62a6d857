// The entry baseline of issue 16: a blank Vite + React app (index.html and a main.tsx rendering one
// <h1>) built in the same run with the repository's own vite, @vitejs/plugin-react, react and
// react-dom, so the web's entry is compared with what React alone costs on the same toolchain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../web-build.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>blank</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
`;

/**
 * Builds the blank app in a new temporary directory (its node_modules a link to the repository's:
 * nothing is installed) and hands the built directory to `use`; the directory is removed afterwards.
 */
export async function withBlankAppBuild(use) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-blank-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dir, 'main.tsx'), MAIN_TSX);
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: path.join(dir, 'dist') },
    });
    return await use(path.join(dir, 'dist'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
