/** The demo seed's accounts (packages/api, users.seed.ts) that the bench signs in as. */
export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'Admin123' },
  member: { email: 'member@example.com', password: 'Member123' },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** The `authorization` header of a fresh session of `account` on the API at `baseUrl`. */
export async function signIn(baseUrl: string, account: DemoAccount): Promise<{ authorization: string }> {
  const response = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[account]),
  });
  if (!response.ok) throw new Error(`signing in as ${account}: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
