// Sessions: refresh-token storage shared by the account module (sign-in, refresh, logout) and
// the users module (a password change signs every device out), and the guard that tells
// whether an access token's session still lives. No routes of its own.
export { createSessionsRepository, type RefreshTokenRow, type SessionsRepository } from './sessions.repository';
export { createSessionGuard, type SessionGuard } from './session-guard';
export { createSessionLoader } from './session-loader';
export { openSuccessor, sealSuccessor } from './successor-seal';
