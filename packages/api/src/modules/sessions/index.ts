// Refresh-token storage shared by the account module (sign-in, refresh, logout) and the users
// module (a password change signs every device out). It has no routes of its own.
export { createSessionsRepository, type RefreshTokenRow, type SessionsRepository } from './sessions.repository';
