import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_plans',
  dir: __dirname,
  port: devPorts.mfe_plans,
  title: 'Plans (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './events': './src/expose/events.tsx',
    './event-plans': './src/expose/event-plans.tsx',
    './plan-page': './src/expose/plan-page.tsx',
    './events-master-calendar': './src/expose/events-master-calendar.tsx',
  },
});
