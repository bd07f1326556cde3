// `pnpm cluster`: the site as several replicas of the built server behind HAProxy, over one
// PostgreSQL (DATABASE_URL, required) and one file store (DATA_DIR/files, or S3_BUCKET), at one
// address (PORT, 3000; the remotes on the next five ports). REPLICAS (2) says how many. Builds
// what is missing first (SKIP_BUILD=1 skips), like `pnpm start`. Ctrl-C stops everything.
// Why this way: docs/deployment.md and decision 0081.
import path from 'node:path';
import { buildMissing } from './build-missing';
import { startCluster } from './cluster/start-cluster';
import { repoRoot } from './paths';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('pnpm cluster needs DATABASE_URL: replicas share one PostgreSQL (PGlite belongs to one process)');
  process.exit(2);
}
if (process.env.SKIP_BUILD !== '1') await buildMissing(repoRoot);

const cluster = await startCluster({
  replicas: Number(process.env.REPLICAS ?? 2),
  bundle: 'site',
  databaseUrl,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
});

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`[cluster] ${signal}: stopping the balancer, then the replicas`);
  await cluster.close();
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));

const replicas = cluster.replicas.map((replica) => `${replica.name} ${replica.url} (pid ${replica.pid})`).join(', ');
console.log(`[cluster] Church app ready at ${cluster.url} through HAProxy; ${replicas}`);
