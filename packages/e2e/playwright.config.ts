import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '@church/launcher';
import { baseURL, prepareRunDir, repoRoot, sitePort } from './src/site';

// Fails here, before any server starts, when there is no browser to drive.
const executablePath = requireChromium();
const { dataDir, remotesConfigPath, releasesDir } = prepareRunDir();
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // One worker: some specs rewrite the one REMOTES_CONFIG file the running site reads, which
  // would change the site under a spec running beside them.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The command a user runs, on a test port, with its own database and remotes config.
    command: 'pnpm start',
    cwd: repoRoot,
    url: `${baseURL}/remotes.json`,
    env: {
      PORT: String(sitePort),
      DATA_DIR: dataDir,
      REMOTES_CONFIG: remotesConfigPath,
      // `pnpm release` in specs writes here, never to the repository's releases/.
      RELEASES_DIR: releasesDir,
      // Links in e-mails point at the site under test.
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    // The site logs every request; set E2E_SERVER_LOG=1 to see them.
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
