// `pnpm start`: builds what is missing, then serves the whole site from built files.
import { buildMissing } from './build-missing';
import { repoRoot } from './paths';
import { startSite } from './start-site';

if (process.env.SKIP_BUILD !== '1') await buildMissing(repoRoot);

const site = await startSite();

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  // A second Ctrl-C means "now": skip waiting for in-flight requests.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`[launcher] ${signal}: stopping (finishing requests, closing the database)`);
  // Event streams are ended at once (browsers reconnect to another replica); a request that
  // does not finish within 10 s is not waited for.
  setTimeout(() => process.exit(1), 10_000).unref();
  await site.close();
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));

const remotes = Object.entries(site.remotePorts)
  .map(([name, port]) => `${name}:${port}`)
  .join(' ');
console.log(
  `[launcher] Church app ready at ${site.url} (API ${site.url}/api, docs ${site.url}/api/docs; remotes ${remotes})`,
);
