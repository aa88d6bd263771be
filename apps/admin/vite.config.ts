import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff back end: a static single-page app the server hands out under /admin. The sign-in
 * screen comes first, alone (src/main.tsx); react-admin with it when needed (src/admin-app.tsx);
 * each area's screens and the rich-text editor when first opened (src/lazy-screen.tsx); see
 * docs/decisions/081-admin-code-splitting.md for the figures.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, the sign-in screen's (MUI's styles are emotion's, written by its script).
    cssCodeSplit: false,
    rolldownOptions: {
      // Two entries: the page with the sign-in screen (main.tsx), and react-admin with MUI and
      // every area (admin-app.tsx), which main.tsx imports once staff are signed in, or while they
      // type. As an entry of its own, what admin-app.tsx imports statically counts as `$initial`
      // below, like the page's own imports.
      input: { index: 'index.html', 'admin-app': 'src/admin-app.tsx' },
      output: {
        // An area's screens are named after it (orders-screens-<hash>.js), not all "screens"; the
        // sign-in screen's code, which both entries use, after it (rolldown would name it after
        // the first module, Vite's preload helper).
        chunkFileNames(chunk) {
          const area = /[\\/]src[\\/]([^\\/]+)[\\/]screens\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (area) return `assets/${area[1]}-screens-[hash].js`;
          const signIn = chunk.moduleIds.some((id) => /[\\/]src[\\/]sign-in[\\/]/.test(id));
          return `assets/${signIn ? 'sign-in' : '[name]'}-[hash].js`;
        },
        codeSplitting: {
          // The libraries the sign-in page and the admin need at once ($initial), in chunks whose
          // names and hashes stay the same while only our code changes, so a new release
          // re-downloads little: React (react-dom's client), then the sign-in page's only other
          // library, react-admin's English texts (sign-in/sign-in-texts.ts); the admin's: MUI and
          // the rest (react-admin, React Router, TanStack Query, …). Libraries that only the lazy
          // screens use and that several of them share go in one more chunk.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            {
              name: 'react-admin-english',
              test: /[\\/]node_modules[\\/]ra-language-english[\\/]/,
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
