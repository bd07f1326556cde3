// The contracts of the auth client's answers, in a chunk of their own loaded with the first
// sign-in or refresh: only these schemas, not every contract (decision 0067).
export { LoginResponseSchema, RefreshTokenResponseSchema } from '@church/contracts';
