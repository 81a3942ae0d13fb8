import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@workers': fileURLToPath(new URL('./workers', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The manifest feeds the first-load budget check (scripts/js-budget.mjs).
    manifest: true,
    // Two pages: the back office (index.html) and the public booking page (book.html), whose bundle
    // shares nothing it does not use with the back office (issue 20, ≤ 80 KB gzipped).
    rollupOptions: { input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), book: fileURLToPath(new URL('./book.html', import.meta.url)) } },
  },
});
