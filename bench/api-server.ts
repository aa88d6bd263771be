/**
 * The production server without its pages (`buildApp({ pages: 'none' })`), for load tests of the
 * API alone when there is no web build (`npm run build`); otherwise the same as main.ts: the same
 * configuration from the environment, plugins, hooks and routes.
 */
import { loadConfig } from '../apps/server/src/config.ts';

process.env.NODE_ENV ??= 'production';
const config = loadConfig(process.env);
const { buildApp } = await import('../apps/server/src/app.ts');
const app = await buildApp({ config, pages: 'none' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
