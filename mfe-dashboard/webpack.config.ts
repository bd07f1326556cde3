import { createAppConfig, devPorts } from '@church/mf-config';

export default createAppConfig({
  name: 'mfe_dashboard',
  dir: __dirname,
  port: devPorts.mfe_dashboard,
  title: 'Dashboard (standalone)',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './charts': './src/expose/charts.tsx',
    './givings': './src/expose/givings.tsx',
    './video-settings': './src/expose/video-settings.tsx',
    './comments': './src/expose/comments.tsx',
    './posts': './src/expose/posts.tsx',
    './post-editor': './src/expose/post-editor.tsx',
    './members': './src/expose/members.tsx',
    './roles': './src/expose/roles.tsx',
    './reports': './src/expose/reports.tsx',
  },
});
