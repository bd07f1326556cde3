// The one public entry of @church/contracts: schemas, limits and messages that the browser
// and the server must agree on. Import from '@church/contracts', never from a file inside.
export * from './errors';
export * from './client-errors';
export * from './site';
export * from './health';
export * from './states';
export * from './remotes-config';
export * from './account';
export * from './account-constants';
export * from './roles';
export * from './members';
export * from './outbox';
