export { expiredLimitsSweep } from './expired-limits-sweep';
export { createLimiter, tooManyRequests, type LimitRule, type Limiter } from './limiter';
export { rateLimits } from './rate-limits.table';
export { writeThrottlePlugin } from './write-throttle.plugin';
export { writeThrottles, type WriteThrottle } from './write-throttles';
export { createPasswordChecks, tooManyPasswordChecks, type PasswordChecks } from './password-checks';
