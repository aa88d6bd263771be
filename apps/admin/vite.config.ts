import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The staff back end: a static single-page app the server hands out under /admin. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 3000 },
});
