import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: devPorts.shell,
  title: 'Cornerstone Community Church',
});
