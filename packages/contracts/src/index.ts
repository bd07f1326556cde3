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
export * from './page-sizes';
export * from './creator';
export * from './videos';
export * from './comments';
export * from './posts';
export * from './prayer-requests';
export * from './events';
export * from './files';
export * from './content-messages';
export * from './giving';
export * from './giving-constants';
export * from './payments';
export * from './recurring-giving';
