import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_giving',
  dir: __dirname,
  port: devPorts.mfe_giving,
  title: 'Giving (standalone)',
  exposes: {
    './giving-menu': './src/expose/giving-menu.tsx',
    './payment-settings': './src/expose/payment-settings.tsx',
  },
});
