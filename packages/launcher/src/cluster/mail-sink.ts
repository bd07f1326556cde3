import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  to: string;
  subject: string;
  messageId: string;
}

export interface MailSink {
  /** For SMTP_URL. */
  url: string;
  /** Every message the sink accepted, in order. */
  accepted: AcceptedMail[];
  /** Messages to `to` are read to their end and then never answered, until `release(to)`. */
  hold(to: string): void;
  release(to: string): void;
  /** How many deliveries to `to` were held (their senders left waiting). */
  heldCount(to: string): number;
  close(): Promise<void>;
}

/** One header's value, unfolded. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/**
 * A mail server on loopback for the replicas' SMTP_URL: it accepts what they deliver, and can
 * hold a delivery open (the sender waits for the server's answer to the message, as with a slow
 * mail server), so a test can kill the replica in the middle of handing a message over.
 */
export async function startMailSink(): Promise<MailSink> {
  const accepted: AcceptedMail[] = [];
  const held = new Set<string>();
  const heldCounts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A held delivery's sender is killed: its socket closes with it.
    closeTimeout: 1000,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        if (held.has(to)) {
          heldCounts.set(to, (heldCounts.get(to) ?? 0) + 1);
          return;
        }
        accepted.push({ to, subject: header(raw, 'Subject'), messageId: header(raw, 'Message-ID') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    hold: (to) => held.add(to),
    release: (to) => held.delete(to),
    heldCount: (to) => heldCounts.get(to) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
