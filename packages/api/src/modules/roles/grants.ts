import type { DbOrTx } from '../../db/types';
import type { RolesRepository } from './roles.repository';

/** A user's role names and allowed actions as they stand now (none without a role). */
export async function grantsOf(
  roles: RolesRepository,
  roleId: number | null,
  tx?: DbOrTx,
): Promise<{ roles: string[]; allowedActions: string[] }> {
  if (roleId === null) return { roles: [], allowedActions: [] };
  const role = await roles.findById(roleId, tx);
  if (!role) return { roles: [], allowedActions: [] };
  return { roles: [role.name], allowedActions: await roles.actionNamesOf(role.id, tx) };
}
