import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { INSPECT_SW_ENTRY, INSPECT_SW_FILE, inspectServiceWorker } from './vite-inspect-sw.ts';
import { precompress } from './vite-precompress.ts';

// In development the API runs on :3000 (npm run dev:server) and Vite proxies to it.
const api = process.env.PASSDESK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), inspectServiceWorker(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No hand-made vendor chunks: Rollup splits by what each page imports, so /login loads only
    // what the sign-in page needs (docs/performance.md, first load).
    chunkSizeWarningLimit: 400,
    // Every browser the panel supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The panel, the inspector web app (/inspect: its own shell, docs/architecture.md) and the
      // inspector app's service worker, at a fixed name so that it may control /inspect.
      input: { main: 'index.html', inspect: 'inspect.html', [INSPECT_SW_ENTRY]: 'src/inspect/service-worker.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === INSPECT_SW_ENTRY ? INSPECT_SW_FILE : 'assets/[name]-[hash].js'),
        // Tiny chunks cost a request and its headers each: fold those under 16 kB into their neighbours.
        experimentalMinChunkSize: 16_000,
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/locales': api,
      '/media': api,
      '/healthz': api,
    },
  },
});
