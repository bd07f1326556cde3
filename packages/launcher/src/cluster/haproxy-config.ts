/** Where one replica listens: its site and API port, and its five remotes' ports (none for the API alone). */
export interface ReplicaPorts {
  name: string;
  port: number;
  remotePorts: readonly number[];
}

export interface BalancerOptions {
  /** Interface the balancer binds (`127.0.0.1`, or `0.0.0.0` to serve the network). */
  host: string;
  /** The site's port; the remotes are served on the next five. */
  port: number;
  replicas: readonly ReplicaPorts[];
  /** Health check interval; a replica is out after two failed checks, back after two good ones. */
  checkIntervalMs: number;
}

/**
 * HAProxy's configuration for N replicas (decision 0081): round robin per request, health
 * checks on GET /api/health, and retries that never repeat a write. A GET or HEAD that meets a
 * replica which refused the connection, closed it without answering, timed out or is stopping
 * (503) is sent to another one; any other method is retried only when its connection was refused (so the
 * replica never saw it), because a write a dead replica may have committed must not be
 * committed twice.
 */
export function haproxyConfig({ host, port, replicas, checkIntervalMs }: BalancerOptions): string {
  const servers = (portOf: (replica: ReplicaPorts) => number | undefined) =>
    replicas.flatMap((replica) => {
      const serverPort = portOf(replica);
      return serverPort ? [`  server ${replica.name} 127.0.0.1:${serverPort} check`] : [];
    });
  const remoteCount = Math.max(0, ...replicas.map((replica) => replica.remotePorts.length));
  const remotes = Array.from({ length: remoteCount }, (_, index) => [
    '',
    `frontend remote_${index + 1}`,
    `  bind ${host}:${port + index + 1}`,
    `  default_backend remote_${index + 1}`,
    '',
    `backend remote_${index + 1}`,
    '  balance roundrobin',
    '  option httpchk GET /mf-manifest.json',
    ...servers((replica) => replica.remotePorts[index]),
  ]).flat();

  return [
    'global',
    // Within the usual open-file limit (each connection takes a client and a server descriptor).
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout http-request 10s',
    // Event streams send a heartbeat every 25 s; a minute of silence means the peer is gone.
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    // 503: a replica that is stopping answers it to requests on connections it had open.
    '  retry-on conn-failure empty-response response-timeout 503',
    // A busy replica answers its health check late, not never: only silence for 5 s counts as
    // a failure (a dead one refuses the connection at once and is out after two checks).
    '  timeout check 5s',
    `  default-server inter ${checkIntervalMs} fall 2 rise 2`,
    '',
    'frontend site',
    `  bind ${host}:${port}`,
    '  default_backend replicas',
    '',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    ...servers((replica) => replica.port),
    ...remotes,
    '',
  ].join('\n');
}
