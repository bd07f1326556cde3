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

const failedText = 'Failed to get roles';
/** Admins may do everything whatever the role lists; the Member role is what sign-up gives. */
const isFixed = (role: Role) => role.name === ADMIN_ROLE;
const isDefault = (role: Role) => role.name === MEMBER_ROLE;
const howMany = (count: number) => (count === 1 ? '1 role' : `${count} roles`);
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
      title: 'Leave without saving?',
      message: <p>Your changes to {howMany(changes.changed.length)} are not saved yet and will be lost.</p>,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
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
      title: `Delete the role ${role.name}?`,
      message: (
        <p>
          Members holding {role.name} will get the {MEMBER_ROLE} role.
        </p>
      ),
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(role.id),
    });

  const { holds, toggle } = changes;
  const columns = useMemo<DataColumn<Role>[]>(
    () => [
      {
        header: 'Role',
        width: '10rem',
        cell: (role) => (
          <span className={styles.role}>
            <strong>{role.name}</strong>
            {isFixed(role) ? <small className={styles.hint}>Can do everything; cannot be changed</small> : null}
            {!isFixed(role) && lockOf(viewer, role) ? (
              <small className={styles.hint}>{lockOf(viewer, role)}</small>
            ) : null}
            {!isFixed(role) && !isDefault(role) && !lockOf(viewer, role) ? (
              <span className={styles.roleActions}>
                <RowAction variant="link" name={role.name} onClick={() => setNaming({ kind: 'rename', role })}>
                  Rename
                </RowAction>
                <RowAction variant="link" name={role.name} onClick={() => askToDelete(role)}>
                  Delete
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
            aria-label={`${action.name} for ${role.name}`}
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
    [actions.data, holds, toggle, viewer],
  );

  const loaded = roles.data && actions.data;
  const failed = !loaded && (roles.isError || actions.isError) && !roles.isFetching && !actions.isFetching;
  const pendingCount = changes.changed.length;
  const admin = isAdminDelegator(viewer);

  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => setNaming({ kind: 'create' })}>
          Create role
        </Button>
        <Button
          disabled={pendingCount === 0 || saving !== null}
          loading={saving === 'all'}
          onClick={() => void saveChanges(changes.changed, 'all')}
        >
          Save all{pendingCount > 0 ? ` (${howMany(pendingCount)})` : ''}
        </Button>
      </div>
      {admin ? null : (
        <p className={styles.hint}>
          You can give only the actions your own role holds, never Roles or Members. Only an admin can change your own
          role or the {MEMBER_ROLE} role.
        </p>
      )}
      <DataTable
        caption="Roles and their allowed actions"
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
              Save<span className="ui-visually-hidden"> {role.name}</span>
            </Button>
          )
        }
        isLoading={!loaded && !failed}
        error={failed && failedText}
        onRetry={() => {
          void roles.refetch();
          void actions.refetch();
        }}
        emptyText="No roles yet"
      />
      {naming?.kind === 'create' ? (
        <RoleNameDialog
          title="Create role"
          submitLabel="Create"
          onSubmit={(name) => create.mutateAsync(name)}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {naming?.kind === 'rename' ? (
        <RoleNameDialog
          title={`Rename ${naming.role.name}`}
          submitLabel="Rename"
          initialName={naming.role.name}
          onSubmit={(name) => rename.mutateAsync({ role: naming.role, name })}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {dialog}
    </>
  );
}
