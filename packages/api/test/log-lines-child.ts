// A server's log as src/lib/logger.test.ts reads it from stdout: LINES info lines (some not
// ASCII), then one warning, through pino into batchedStdout(); then the process exits without
// closing anything, as `process.exit` after an error would.
import pino from 'pino';
import { batchedStdout } from '../src/lib/logger';

const log = pino({ level: 'info' }, batchedStdout());
const lines = Number(process.env.LINES);
for (let index = 0; index < lines; index += 1)
  log.info({ index, note: index % 7 === 0 ? 'Señora Müller ✝' : 'plain' }, 'line');
log.warn({ index: lines }, 'last');
process.exit(0);
