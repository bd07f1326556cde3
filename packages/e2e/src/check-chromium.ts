// `pnpm --filter @church/e2e check-browser`: fails fast, with the fix, when there is no Chromium.
import { NO_CHROMIUM_MESSAGE, findChromium } from '@church/launcher';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
} else {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exitCode = 1;
}
