import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './vite-boot-script.ts';
import { compileHints } from './vite-compile-hints.ts';
import { INSPECT_SW_ENTRY, INSPECT_SW_FILE, inspectServiceWorker } from './vite-inspect-sw.ts';
import { precompress } from './vite-precompress.ts';
import { ownPaginationActions } from './vite-pagination-actions.ts';
import { preloadOnlyWhatIsMissing } from './vite-preload-deps.ts';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// In development the API runs on :3000 (npm run dev:server) and Vite proxies to it.
const api = process.env.PASSDESK_API ?? 'http://localhost:3000';

/** Modules that keep a chunk of their own (below), by a part of their path. */
const ON_DEMAND_CHUNKS: readonly (readonly [string, string])[] = [
  ['/components/form/message-shapes.ts', 'message-shapes'],
  ['/node_modules/@simplewebauthn/browser/', 'passkey'],
  ['/entities/card/holder-name.ts', 'holder-name'],
];

/**
 * Two builds into one dist (`npm run build`): the panel, then (`--mode inspect`) the inspector web
 * app (/inspect, its own shell: docs/architecture.md) with its service worker at a fixed name so
 * that it may control /inspect. Separate builds share no chunk, so the inspector app changes
 * nothing of what the panel's pages load (a shared vendor chunk split the panel's entry in two).
 */
export default defineConfig(({ mode }) => ({
  plugins: mode === 'inspect' ? [react(), inspectServiceWorker(), compileHints(), precompress()] : [react(), ownPaginationActions(), bootScript(), preloadOnlyWhatIsMissing(), compileHints(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'inspect',
    // No hand-made vendor chunks: Rollup splits by what each page imports, so /login loads only
    // what the sign-in page needs (docs/performance.md, first load).
    chunkSizeWarningLimit: 400,
    // Every browser the panel supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // From this folder whatever the working directory (the update tests build from e2e/).
      ...(mode === 'inspect' ? { input: { inspect: fromHere('inspect.html'), [INSPECT_SW_ENTRY]: fromHere('src/inspect/service-worker.ts') } } : {}),
      output: {
        entryFileNames: (chunk: { name: string }) => (chunk.name === INSPECT_SW_ENTRY ? INSPECT_SW_FILE : 'assets/[name]-[hash].js'),
        // Tiny chunks cost a request and its headers each: fold those under 16 kB into their neighbours.
        experimentalMinChunkSize: 16_000,
        // Code loaded on demand that the folding above would put beside code /login needs (MUI's
        // IconButton), bringing it into /login's first load, gets a chunk of its own: the message
        // shapes, loaded when the first message is worded (src/components/form/message-patterns.ts),
        // and the passkeys' browser side, loaded when a passkey is used (src/lib/passkey.ts). A card
        // holder's name too (entities/card/holder-name.ts): folded into the signed-in shell's chunk,
        // it brought the whole shell and its first-screen styles to /apply, whose document picker's
        // chunk imports it (docs/architecture.md "First load").
        manualChunks: (id: string) => ON_DEMAND_CHUNKS.find(([path]) => id.includes(path))?.[1],
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
}));
