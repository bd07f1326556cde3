import { ADMIN_ROLE, type Member, type RoleShort } from '@church/contracts';
import { useChangeMemberRole } from '../api/change-member-role';
import styles from './members.module.css';

interface MemberRoleSelectProps {
  member: Member;
  roles: readonly RoleShort[] | undefined;
  /** False for the signed-in user's own row, and for admins' rows unless an admin is signed in. */
  editable: boolean;
  /** Only admins give the Admin role (the server refuses others). */
  canGiveAdmin: boolean;
}

/** The member's role; choosing another saves it at once. */
export function MemberRoleSelect({ member, roles, editable, canGiveAdmin }: MemberRoleSelectProps) {
  const change = useChangeMemberRole();
  const name = `${member.firstName} ${member.lastName}`;
  const current = change.isPending ? change.variables.roleId : member.role?.id;
  const choices = (roles ?? []).filter((role) => canGiveAdmin || role.name !== ADMIN_ROLE || role.id === current);

  if (!editable || !roles) return <>{member.role?.name ?? 'No role'}</>;
  return (
    <select
      className={styles.roleSelect}
      aria-label={`Role of ${name}`}
      value={current ?? ''}
      disabled={change.isPending}
      onChange={(event) => change.mutate({ userId: member.id, roleId: Number(event.target.value) })}
    >
      {current === undefined ? <option value="">No role</option> : null}
      {choices.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
