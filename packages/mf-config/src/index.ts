export { createAppConfig } from './create-app-config';
export type { AppOptions } from './create-app-config';
export { devPorts, API_DEV_PORT } from './ports';
