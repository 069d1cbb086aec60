import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev:server) and Vite proxies to it.
const api = process.env.PASSDESK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          mui: ['@mui/material', '@emotion/react', '@emotion/styled', '@emotion/cache'],
        },
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
