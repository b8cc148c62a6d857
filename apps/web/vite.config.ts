import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { persistedDocuments } from './vite-plugins/persisted-documents';

// In dev, Vite serves the app and the Node server (port 3000) answers everything else.
// `changeOrigin: false` keeps the Host header (brand = Host, e.g. playmax.localhost:5173).
const backend = 'http://localhost:3000';
const proxied = [
  '/api',
  '/membergraphapi',
  '/brand-assets',
  '/favicon',
  '/dev',
  '/media',
  '/payment-flow',
  '/subscription-flow',
];

export default defineConfig({
  plugins: [react(), persistedDocuments(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
});
