import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './react-router-production.ts';
import { shellChunk } from './shell-chunk.ts';

const shell = shellChunk();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tailwindcss(), reactRouterProduction(), reactRouter(), shell.plugin],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything every page runs, in one file (apps/web/shell-chunk.ts).
          groups: [shell.group],
        },
      },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
