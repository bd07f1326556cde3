/** Dev server ports; production ports are chosen by the launcher from PORT. */
export const devPorts = {
  shell: 3000,
  mfe_public: 3001,
  mfe_giving: 3002,
  mfe_account: 3003,
  mfe_dashboard: 3004,
  mfe_plans: 3005,
} as const;

export const API_DEV_PORT = 3100;
