import { webpackExposes } from '@church/exposes';
import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_plans',
  dir: __dirname,
  port: devPorts.mfe_plans,
  title: 'Plans (standalone)',
  // Exactly the modules the contract declares (@church/exposes), from src/expose/<name>.tsx.
  exposes: webpackExposes('mfe_plans'),
});
