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
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
