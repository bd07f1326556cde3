import type { ApiModule } from '../api-module';
import { expiredLimitsSweep } from './expired-limits-sweep';
import * as throttlesTables from './rate-limits.table';
import { writeThrottlePlugin } from './write-throttle.plugin';
import { writeThrottles } from './write-throttles';

export { createLimiter, tooManyRequests, type LimitRule, type Limiter } from './limiter';
export { accountThrottleMessages, writeThrottles, type WriteThrottle } from './write-throttles';
export { createPasswordChecks, tooManyPasswordChecks, type PasswordChecks } from './password-checks';

export const throttlesModule: ApiModule = {
  name: 'throttles',
  needs: [],
  tables: throttlesTables,
  decorate: async (app, { writeThrottles: throttles, accounts }) => {
    await app.register(writeThrottlePlugin, { throttles: throttles ?? writeThrottles(accounts.limits) });
    await app.register(expiredLimitsSweep);
  },
};
export * from './rate-limits.table';
