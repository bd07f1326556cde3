import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_dashboard',
  dir: __dirname,
  port: devPorts.mfe_dashboard,
  title: 'Dashboard (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
