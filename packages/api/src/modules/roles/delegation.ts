import {
  refusalToAssign,
  refusalToChangeRole,
  refusalToGive,
  refusalToManageMember,
  type Delegator,
} from '@church/contracts';
import { HttpError } from '../../lib/http-error';

/**
 * The server's side of delegation that cannot climb (decision 0055): the rule lives in
 * contracts (the roles page offers only what it allows); here a refusal is a 403 with its reason.
 */
function refuse(message: string | null): void {
  if (message !== null) throw new HttpError(403, [message]);
}

/** `actions` may be put on a role by the actor (creating it or editing it to hold them). */
export const assertMayGrant = (actor: Delegator, actions: readonly string[]) => refuse(refusalToGive(actor, actions));

/** The role (by name and current actions) may be edited or deleted by the actor. */
export const assertMayChangeRole = (actor: Delegator, role: { name: string; actions: readonly string[] }) =>
  refuse(refusalToChangeRole(actor, role));

/** A member whose role holds `currentActions` may have their role changed (or be deleted) by the actor. */
export const assertMayManageMember = (actor: Delegator, currentActions: readonly string[]) =>
  refuse(refusalToManageMember(actor, currentActions));

/** A role holding `actions` may be given to a member by the actor. */
export const assertMayAssign = (actor: Delegator, actions: readonly string[]) =>
  refuse(refusalToAssign(actor, actions));
