import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_plans',
  dir: __dirname,
  port: devPorts.mfe_plans,
  title: 'Plans (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
