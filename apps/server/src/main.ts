import * as nodeModule from 'node:module';
import { ConfigError, loadConfig } from './config.ts';

// Stack traces name the src/ files and lines of our bundle (decision 124), without Node reading
// and keeping the source maps that packages in node_modules ship, as `--enable-source-maps`
// would (several MB resident: docs/decisions/139-lazy-libraries.md). Set before the server's
// chunks are imported below; Node < 22.14 has only the switch for every file.
const { setSourceMapsSupport } = nodeModule as typeof nodeModule & {
  setSourceMapsSupport?: (enabled: boolean, options?: { nodeModules?: boolean }) => void;
};
if (setSourceMapsSupport) setSourceMapsSupport(true, { nodeModules: false });
else process.setSourceMapsEnabled(true);

const dev = process.argv.includes('--dev');

// React renders in production mode only when NODE_ENV says so before it is first imported.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Imported after NODE_ENV is settled, so React and React Router pick the right build.
const { buildApp } = await import('./app.ts');
const { DatabaseInUseError } = await import('@mdc/db');
let app;
try {
  app = await buildApp({ config, pages: dev ? 'development' : 'production' });
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  // Decision 093: the embedded database serves one process at a time.
  console.error(
    `${error.message} Stop it first, or give this server a DATA_DIR of its own.\n` +
      `If nothing is running, ${error.lockFile} was left behind: delete it and start again.`,
  );
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Monte das Cegonhas is serving ${config.publicUrl}`);
