import { webpackExposes } from '@church/exposes';
import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: devPorts.mfe_public,
  title: 'Public pages (standalone)',
  // Exactly the modules the contract declares (@church/exposes), from src/expose/<name>.tsx.
  exposes: webpackExposes('mfe_public'),
  // A first visit is the route module and one page: no file split between pages.
  selfContainedPages: true,
});
