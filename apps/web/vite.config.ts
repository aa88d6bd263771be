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
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { ...shell.group, priority: 1 },
          ],
        },
      },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
