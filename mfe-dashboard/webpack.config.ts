import { webpackExposes } from '@church/exposes';
import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_dashboard',
  dir: __dirname,
  port: devPorts.mfe_dashboard,
  title: 'Dashboard (standalone)',
  // Exactly the modules the contract declares (@church/exposes), from src/expose/<name>.tsx.
  exposes: webpackExposes('mfe_dashboard'),
  // Statistics draws its first chart with most of ApexCharts' code: compiled as it downloads,
  // not function by function inside that drawing's long task (issue 36, decision 0105).
  compileWhole: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?apexcharts[@/\\]/,
});
