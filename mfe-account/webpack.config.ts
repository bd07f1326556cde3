import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_account',
  dir: __dirname,
  port: devPorts.mfe_account,
  title: 'Account (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './account-settings': './src/expose/account-settings.tsx',
    './givings-history': './src/expose/givings-history.tsx',
    './prayer-requests': './src/expose/prayer-requests.tsx',
  },
});
