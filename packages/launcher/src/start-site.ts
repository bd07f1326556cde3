import path from 'node:path';
import { buildApp, loadAccountsConfig, loadConfig, type LogLevel } from '@church/api';
import { repoRoot } from './paths';
import { appReleasesDir, releasesRoot } from './releases/release-folder';
import { REMOTE_APPS, remotesConfigSource, type RemoteName } from './remotes-config';
import { serveRemote, type RemoteServer } from './serve-remote';

export interface StartSiteOptions {
  /** Workspace root holding shell/dist and mfe-*\/dist. Default: this repository. */
  root?: string;
  /** Site + API port. Default: env PORT or 3000. With 0, every server takes a free port. */
  port?: number;
  /** Interface to bind. Default: env HOST or 0.0.0.0. */
  host?: string;
  /** Host name browsers use for the remotes. Default: env PUBLIC_HOST or localhost. */
  publicHost?: string;
  /** JSON file that overrides the generated remotes config. Default: env REMOTES_CONFIG. */
  remotesConfigFile?: string;
  /** Remote releases (`pnpm release`), one folder per remote. Default: env RELEASES_DIR or <root>/releases. */
  releasesDir?: string;
  /** Per-remote ports. Default: port+1 .. port+5 in REMOTE_APPS order. */
  remotePorts?: Partial<Record<RemoteName, number>>;
  /**
   * Behind a load balancer: the first of the five ports where the balancer serves the remotes
   * (browsers load them there, not from this replica's own ports). Default: env
   * PUBLIC_REMOTES_PORT, else each remote's own port.
   */
  publicRemotesPort?: number;
  /** Defaults: env DATA_DIR (./data), DATABASE_URL, LOG_LEVEL. */
  dataDir?: string;
  databaseUrl?: string;
  logLevel?: LogLevel;
  /** How long the API's start (migrations, demo seed) may take; default 120 s. */
  startTimeoutMs?: number;
}

export interface RunningSite {
  /** Where the site is, e.g. http://localhost:3000 (the API is under /api). */
  url: string;
  remotePorts: Record<RemoteName, number>;
  /** Stops the API (closing the database) and every remote server. */
  close(): Promise<void>;
}

/** Serves the built remotes and the shell + API in this process (no builds). */
export async function startSite(options: StartSiteOptions = {}): Promise<RunningSite> {
  const env = loadConfig();
  const root = options.root ?? repoRoot;
  const port = options.port ?? env.port;
  const host = options.host ?? env.host;
  const publicHost = options.publicHost ?? (process.env.PUBLIC_HOST || 'localhost');
  const file = options.remotesConfigFile ?? (process.env.REMOTES_CONFIG || undefined);
  const releasesDir = options.releasesDir ? path.resolve(options.releasesDir) : releasesRoot(root);

  const remotes: RemoteServer[] = [];
  const closeRemotes = () => Promise.all(remotes.map((remote) => remote.close()));
  try {
    const remotePorts = {} as Record<RemoteName, number>;
    for (const [index, app] of REMOTE_APPS.entries()) {
      const wanted = options.remotePorts?.[app.name] ?? (port === 0 ? 0 : port + index + 1);
      const server = await serveRemote(
        path.join(root, app.dir, 'dist'),
        wanted,
        host,
        appReleasesDir(releasesDir, app),
      );
      remotes.push(server);
      remotePorts[app.name] = server.port;
    }

    const publicRemotesPort =
      options.publicRemotesPort ??
      (process.env.PUBLIC_REMOTES_PORT ? Number(process.env.PUBLIC_REMOTES_PORT) : undefined);
    const announcedPorts = publicRemotesPort
      ? (Object.fromEntries(REMOTE_APPS.map((app, index) => [app.name, publicRemotesPort + index])) as Record<
          RemoteName,
          number
        >)
      : remotePorts;

    // Links (e-mails, a drawn page's share links) name where this site is, unless PUBLIC_URL says.
    const ownUrl = port === 0 || process.env.PUBLIC_URL ? undefined : `http://${publicHost}:${port}`;
    const api = await buildApp({
      ...(ownUrl ? { accounts: loadAccountsConfig({ ...process.env, PUBLIC_URL: ownUrl }) } : {}),
      dataDir: options.dataDir ? path.resolve(options.dataDir) : env.dataDir,
      databaseUrl: options.databaseUrl ?? env.databaseUrl,
      logLevel: options.logLevel ?? env.logLevel,
      ...(options.startTimeoutMs ? { startTimeoutMs: options.startTimeoutMs } : {}),
      site: {
        shellDir: path.join(root, 'shell', 'dist'),
        remotesConfig: remotesConfigSource({
          ...(file ? { file: path.resolve(file) } : {}),
          publicHost,
          ports: announcedPorts,
          releasesDir,
          root,
        }),
      },
    });
    try {
      await api.listen({ port, host });
    } catch (error) {
      await api.close();
      throw error;
    }
    const address = api.server.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;

    return {
      url: `http://${publicHost}:${boundPort}`,
      remotePorts,
      async close() {
        await api.close();
        await closeRemotes();
      },
    };
  } catch (error) {
    await closeRemotes();
    throw error;
  }
}
