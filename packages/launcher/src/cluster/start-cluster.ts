import { randomBytes } from 'node:crypto';
import { freePortBlock } from '../bench/free-port-block';
import { startBalancer, type Balancer } from './balancer';
import type { ReplicaPorts } from './haproxy-config';
import { buildReplicaBundle, startReplica, type Replica, type ReplicaBundle } from './replica';

export interface ClusterOptions {
  replicas: number;
  /** `site`: each replica serves the shell and the remotes too; `server`: the API alone. */
  bundle: ReplicaBundle;
  /** The one PostgreSQL every replica uses. */
  databaseUrl: string;
  /** The one file store (`DATA_DIR/files`) every replica uses, unless S3_BUCKET is set. */
  dataDir: string;
  /** The balancer's port (the remotes on the next five); taken, the next free block is used. */
  port: number;
  /** The balancer's interface; replicas always listen on loopback. */
  host?: string;
  /** More environment for every replica (LOG_LEVEL, limits...). */
  env?: NodeJS.ProcessEnv;
  checkIntervalMs?: number;
  startTimeoutMs?: number;
  /** Drop the replicas' log lines (a benchmark); their errors still show. */
  quiet?: boolean;
}

export interface RunningCluster {
  /** The site at one address, through the balancer. */
  url: string;
  replicas: Replica[];
  /** Starts replica `index` again on its ports after it stopped (a rolling restart's second half). */
  restart(index: number): Promise<Replica>;
  /** Stops the balancer, then every replica still running (SIGTERM). */
  close(): Promise<void>;
}

/**
 * N replicas over one database and one file store behind HAProxy (decision 0081). What they
 * must share is passed to each: the database, the files, the signing secret (JWT_SECRET, one
 * generated for the cluster unless set) and the public address. The replicas start together:
 * the bundle is built once before, and the API migrates and seeds under a lock, one replica at a
 * time (src/db/start-lock.ts in @church/api).
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const block = options.bundle === 'site' ? 6 : 1;
  const host = options.host ?? '127.0.0.1';
  const balancerPort = await freePortBlock(options.port, block);
  const replicaPorts: ReplicaPorts[] = [];
  for (let index = 0, next = balancerPort + block; index < options.replicas; index += 1) {
    const base = await freePortBlock(next, block);
    const remotePorts = Array.from({ length: block - 1 }, (_, remote) => base + remote + 1);
    replicaPorts.push({ name: `replica${index + 1}`, port: base, remotePorts });
    next = base + block;
  }
  const publicHost = host === '0.0.0.0' ? (process.env.PUBLIC_HOST ?? 'localhost') : host;
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://${publicHost}:${balancerPort}`,
    PUBLIC_HOST: publicHost,
    PUBLIC_REMOTES_PORT: String(balancerPort + 1),
    // Per-address limits count the visitor HAProxy names, not HAProxy.
    TRUST_PROXY: '127.0.0.1',
    SKIP_BUILD: '1',
    ...options.env,
  };
  const start = (ports: ReplicaPorts) =>
    startReplica({
      name: ports.name,
      bundle: options.bundle,
      port: ports.port,
      env,
      startTimeoutMs: options.startTimeoutMs ?? 180_000,
      quiet: options.quiet ?? false,
    });

  const replicas: Replica[] = [];
  let balancer: Balancer | undefined;
  const close = async () => {
    await balancer?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
  };
  try {
    buildReplicaBundle(options.bundle);
    const started = await Promise.allSettled(replicaPorts.map(start));
    for (const one of started) if (one.status === 'fulfilled') replicas.push(one.value);
    const failed = started.find((one) => one.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startBalancer({
      host,
      port: balancerPort,
      replicas: replicaPorts,
      checkIntervalMs: options.checkIntervalMs ?? 1000,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: balancer.url,
    replicas,
    async restart(index) {
      const ports = replicaPorts[index];
      if (!ports) throw new Error(`no replica ${index}`);
      await replicas[index]?.stop();
      replicas[index] = await start(ports);
      return replicas[index];
    },
    close,
  };
}
