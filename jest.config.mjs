// Unit and component tests for the apps and the browser packages (the API has its own runner).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

// The browser's clock in the component tests is Tokyo's, 14-15 hours from the church's (Chicago):
// a date shown on the browser's clock instead of the church's reads another day and fails.
process.env.TZ = 'Asia/Tokyo';

export default {
  testEnvironment: 'jest-fixed-jsdom',
  roots: [
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-giving',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-plans',
    '<rootDir>/packages/auth',
    '<rootDir>/packages/http',
    '<rootDir>/packages/modals',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/router',
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/query',
    '<rootDir>/packages/areas',
    '<rootDir>/packages/remotes',
    '<rootDir>/packages/exposes',
    '<rootDir>/packages/mf-config',
    '<rootDir>/packages/i18n',
  ],
  testMatch: ['**/src/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // TanStack Table (with its store) ships ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@tanstack[+/](react-table|table-core|react-store|store))[@/])',
  ],
  moduleNameMapper: {
    // @church/http reaches its own core by its shared name, as the other packages do.
    '^@church/http/core$': '<rootDir>/packages/http/src/core/index.ts',
    '^@module-federation/enhanced/runtime$': '<rootDir>/packages/mf-config/jest/federation-runtime.cjs',
    '\\.module\\.css$': '<rootDir>/packages/mf-config/jest/css-module.cjs',
    '\\.(css|png|jpe?g|webp|svg)$': '<rootDir>/packages/mf-config/jest/empty.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/packages/mf-config/jest/setup.ts'],
};
