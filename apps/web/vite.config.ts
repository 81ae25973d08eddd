import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `vite` (dev) and `vite preview` forward the server's paths; override with API_URL. */
const target = process.env.API_URL ?? 'http://localhost:8080';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target },
  '/management': { target },
  '/i18n': { target },
  '/v3': { target },
  '/websocket': { target, ws: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // `npm start` builds first: no per-chunk table (the script passes --logLevel warn) and no gzip
    // sizing of every chunk; e2e/bundle-budget.test.ts measures what matters (docs/decisions/017-web-delivery.md).
    reportCompressedSize: false,
    // Rolldown warns when plugins are slow, which on a busy machine is noise, not news.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
