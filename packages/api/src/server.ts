import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';

// Runs the API alone (`pnpm --filter @church/api start` or `dev`). The launcher builds the
// same app with the site attached.
const config = loadConfig();
const app = await buildApp(config);

// First SIGINT/SIGTERM: stop accepting, finish in-flight requests, close the database, exit 0.
// A second signal, or 10 s without finishing, exits at once with 1.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
