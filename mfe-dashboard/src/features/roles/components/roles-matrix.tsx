import { useMemo, useState } from 'react';
import { useSession } from '@church/auth';
import {
  ADMIN_ROLE,
  isAdminDelegator,
  MEMBER_ROLE,
  refusalToChangeRole,
  refusalToGive,
  type Delegator,
  type Role,
  type UpdateRolesRange,
} from '@church/contracts';
import { Button, DataTable, RowAction, useConfirm, useLeaveGuard, type DataColumn } from '@church/ui';
import { useCreateRole } from '../api/create-role';
import { useDeleteRole } from '../api/delete-role';
import { useAllowedActions, useRoles } from '../api/get-roles';
import { useRenameRole } from '../api/rename-role';
import { useSaveRoles } from '../api/save-roles';
import { useRoleChanges } from '../hooks/use-role-changes';
import { RoleNameDialog } from './role-name-dialog';
import styles from './roles.module.css';
import { translate, useTranslate } from '../../../i18n/catalogues';

/** Admins may do everything whatever the role lists; the Member role is what sign-up gives. */
const isFixed = (role: Role) => role.name === ADMIN_ROLE;
const isDefault = (role: Role) => role.name === MEMBER_ROLE;
const howMany = (count: number) => translate('dashboard.roles.count', { count });
const nobody: Delegator = { roles: [], allowedActions: [] };
const savedHolds = (role: Role, actionId: number) => role.allowedActions.some((action) => action.id === actionId);
/** Why the signed-in person may not change this role (decision 0055), or null. */
const lockOf = (viewer: Delegator, role: Role) =>
  refusalToChangeRole(viewer, { name: role.name, actions: role.allowedActions.map((action) => action.name) });

type Naming = { kind: 'create' } | { kind: 'rename'; role: Role } | null;

/**
 * Roles (by name) × the nine allowed actions. Toggles are recorded until saved, a row at a time
 * or all at once; leaving with unsaved toggles asks first. A holder of the Roles action who is no
 * admin is offered only what the server allows them (decision 0055): the rest shows, disabled.
 */
export function RolesMatrix() {
  const { t, language } = useTranslate();
  const viewer = useSession((state) => state.session) ?? nobody;
  const roles = useRoles();
  const actions = useAllowedActions();
  const changes = useRoleChanges(roles.data);
  const save = useSaveRoles();
  const create = useCreateRole();
  const rename = useRenameRole();
  const remove = useDeleteRole();
  const { confirm, dialog } = useConfirm();
  useLeaveGuard(changes.changed.length > 0, () =>
    confirm({
      title: t('dashboard.roles.leaveTitle'),
      message: <p>{t('dashboard.roles.leaveMessage', { roles: howMany(changes.changed.length) })}</p>,
      confirmLabel: t('dashboard.roles.leave'),
      cancelLabel: t('dashboard.roles.stay'),
      onConfirm: () => undefined,
    }),
  );
  const [naming, setNaming] = useState<Naming>(null);
  const [saving, setSaving] = useState<number | 'all' | null>(null);

  const saveChanges = async (sent: UpdateRolesRange, which: number | 'all') => {
    setSaving(which);
    try {
      await save.mutateAsync(sent);
      changes.clear(sent);
    } catch {
      // Toasted by the shared client; the toggles stay for another try.
    } finally {
      setSaving(null);
    }
  };

  const askToDelete = (role: Role) =>
    void confirm({
      title: t('dashboard.roles.deleteTitle', { role: role.name }),
      message: <p>{t('dashboard.roles.deleteMessage', { role: role.name, member: MEMBER_ROLE })}</p>,
      confirmLabel: t('dashboard.roles.delete'),
      onConfirm: () => remove.mutateAsync(role.id),
    });

  const { holds, toggle } = changes;
  const columns = useMemo<DataColumn<Role>[]>(
    () => [
      {
        header: t('dashboard.roles.role'),
        width: '10rem',
        cell: (role) => (
          <span className={styles.role}>
            <strong>{role.name}</strong>
            {isFixed(role) ? <small className={styles.hint}>{t('dashboard.roles.fixed')}</small> : null}
            {!isFixed(role) && lockOf(viewer, role) ? (
              <small className={styles.hint}>{t(lockOf(viewer, role) ?? '')}</small>
            ) : null}
            {!isFixed(role) && !isDefault(role) && !lockOf(viewer, role) ? (
              <span className={styles.roleActions}>
                <RowAction variant="link" name={role.name} onClick={() => setNaming({ kind: 'rename', role })}>
                  {t('dashboard.roles.rename')}
                </RowAction>
                <RowAction variant="link" name={role.name} onClick={() => askToDelete(role)}>
                  {t('dashboard.roles.delete')}
                </RowAction>
              </span>
            ) : null}
          </span>
        ),
      },
      ...(actions.data ?? []).map((action): DataColumn<Role> => ({
        id: `action-${action.id}`,
        header: action.name,
        className: styles.toggleCell,
        cell: (role) => (
          <input
            type="checkbox"
            aria-label={t('dashboard.roles.actionFor', { action: action.name, role: role.name })}
            checked={isFixed(role) || holds(role, action.id)}
            // Taking away what the role holds is allowed; adding only what the viewer may give.
            disabled={
              isFixed(role) ||
              lockOf(viewer, role) !== null ||
              (!savedHolds(role, action.id) && refusalToGive(viewer, [action.name]) !== null)
            }
            onChange={() => toggle(role, action.id)}
          />
        ),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- askToDelete only opens the dialog
    [actions.data, holds, toggle, viewer, t, language],
  );

  const loaded = roles.data && actions.data;
  const failed = !loaded && (roles.isError || actions.isError) && !roles.isFetching && !actions.isFetching;
  const pendingCount = changes.changed.length;
  const admin = isAdminDelegator(viewer);

  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => setNaming({ kind: 'create' })}>
          {t('dashboard.roles.create')}
        </Button>
        <Button
          disabled={pendingCount === 0 || saving !== null}
          loading={saving === 'all'}
          onClick={() => void saveChanges(changes.changed, 'all')}
        >
          {pendingCount > 0
            ? t('dashboard.roles.saveAllCount', { roles: howMany(pendingCount) })
            : t('dashboard.roles.saveAll')}
        </Button>
      </div>
      {admin ? null : <p className={styles.hint}>{t('dashboard.roles.delegatorHint', { member: MEMBER_ROLE })}</p>}
      <DataTable
        caption={t('dashboard.roles.caption')}
        data={loaded ? roles.data : undefined}
        columns={columns}
        getRowId={(role) => String(role.id)}
        rowActions={(role) =>
          isFixed(role) || lockOf(viewer, role) ? null : (
            <Button
              variant="secondary"
              disabled={!changes.isChanged(role) || saving !== null}
              loading={saving === role.id}
              onClick={() => {
                const change = changes.changed.find((candidate) => candidate.id === role.id);
                if (change) void saveChanges([change], role.id);
              }}
            >
              {t('dashboard.roles.save')}
              <span className="ui-visually-hidden"> {role.name}</span>
            </Button>
          )
        }
        isLoading={!loaded && !failed}
        error={failed && t('dashboard.roles.failed')}
        onRetry={() => {
          void roles.refetch();
          void actions.refetch();
        }}
        emptyText={t('dashboard.roles.none')}
      />
      {naming?.kind === 'create' ? (
        <RoleNameDialog
          title={t('dashboard.roles.create')}
          submitLabel={t('dashboard.roles.createSubmit')}
          onSubmit={(name) => create.mutateAsync(name)}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {naming?.kind === 'rename' ? (
        <RoleNameDialog
          title={t('dashboard.roles.renameTitle', { role: naming.role.name })}
          submitLabel={t('dashboard.roles.rename')}
          initialName={naming.role.name}
          onSubmit={(name) => rename.mutateAsync({ role: naming.role, name })}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {dialog}
    </>
  );
}
