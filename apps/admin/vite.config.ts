import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff back end: a static single-page app the server hands out under /admin. Each area's
 * screens and the rich-text editor are fetched when first opened (src/lazy-screen.tsx); see
 * docs/decisions/081-admin-code-splitting.md for the figures.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // An area's screens are named after it (orders-screens-<hash>.js), not all "screens".
        chunkFileNames(chunk) {
          const area = /[\\/]src[\\/]([^\\/]+)[\\/]screens\.ts$/.exec(chunk.facadeModuleId ?? '');
          return `assets/${area ? `${area[1]}-screens` : '[name]'}-[hash].js`;
        },
        codeSplitting: {
          // The libraries the first load needs ($initial), in chunks whose names and hashes stay
          // the same while only our code changes, so a new release re-downloads little. Libraries
          // that only the lazy screens use and that several of them share go in one more chunk.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'mui',
              test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'vendor-screens', test: /[\\/]node_modules[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
