import { ADMIN_ROLE, type Member, type RoleShort } from '@church/contracts';
import type { ConfirmOptions } from '@church/ui';
import { useChangeMemberRole } from '../api/change-member-role';
import styles from './members.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface MemberRoleSelectProps {
  member: Member;
  roles: readonly RoleShort[] | undefined;
  /** False for the signed-in user's own row, and for admins' rows unless an admin is signed in. */
  editable: boolean;
  /** Only admins give the Admin role (the server refuses others). */
  canGiveAdmin: boolean;
  /** The page's confirmation dialog (useConfirm). */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/**
 * The member's role; choosing another asks first, naming the role, and saves it once confirmed.
 * Until then the select keeps showing the role the member holds.
 */
export function MemberRoleSelect({ member, roles, editable, canGiveAdmin, confirm }: MemberRoleSelectProps) {
  const { t } = useTranslate();
  const change = useChangeMemberRole();
  const name = `${member.firstName} ${member.lastName}`;
  const current = change.isPending ? change.variables.roleId : member.role?.id;
  const choices = (roles ?? []).filter((role) => canGiveAdmin || role.name !== ADMIN_ROLE || role.id === current);

  const ask = (role: RoleShort) =>
    void confirm({
      title: t('dashboard.members.giveRoleTitle', { name, role: role.name }),
      message: (
        <>
          <p>
            {member.role
              ? t('dashboard.members.willHoldInstead', { name, role: role.name, previous: member.role.name })
              : t('dashboard.members.willHold', { name, role: role.name })}
          </p>
          {role.name === ADMIN_ROLE ? <p>{t('dashboard.members.adminCan')}</p> : null}
        </>
      ),
      confirmLabel: t('dashboard.members.giveRole', { role: role.name }),
      // The dialog closes at once; the select shows the new role while it saves, and the old one if refused.
      onConfirm: () => change.mutate({ userId: member.id, roleId: role.id }),
    });

  if (!editable || !roles) return <>{member.role?.name ?? t('dashboard.members.noRole')}</>;
  return (
    <select
      className={styles.roleSelect}
      aria-label={t('dashboard.members.roleOf', { name })}
      value={current ?? ''}
      disabled={change.isPending}
      onChange={(event) => {
        const chosen = roles.find((role) => role.id === Number(event.target.value));
        if (chosen) ask(chosen);
      }}
    >
      {current === undefined ? <option value="">{t('dashboard.members.noRole')}</option> : null}
      {choices.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
