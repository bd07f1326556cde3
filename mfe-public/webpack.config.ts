import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: devPorts.mfe_public,
  title: 'Public pages (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './prayer-request': './src/expose/prayer-request.tsx',
  },
});
