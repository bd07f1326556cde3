import { useMemo, useState } from 'react';
import { toast } from '@church/http/toast';
import { isAdmin, useSession } from '@church/auth';
import { ADMIN_ROLE, memberMessages, type Member } from '@church/contracts';
import {
  Avatar,
  Button,
  DataTable,
  formatDate,
  Pagination,
  SearchBox,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { useDeleteMembers } from '../api/delete-members';
import { membersPageSize, useMembers } from '../api/get-members';
import { useRoleNames } from '../api/get-role-names';
import { userSearchLimit, useUserSearch } from '../api/search-users';
import { MemberRoleSelect } from './member-role-select';
import { ResetTwoStepButton } from './reset-two-step-button';
import styles from './members.module.css';

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;
const howMany = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/**
 * Members 12 a page, or the first 20 a search finds; each member's role can be changed (after a
 * confirmation naming the role) and several deleted at once. Nobody selects or re-roles themself, and only admins touch admins
 * (the server refuses both too).
 */
export function Members() {
  const session = useSession((state) => state.session);
  const admin = isAdmin(session);
  const { page, setPage, search, setSearch } = useListParams({ pageSize: membersPageSize });
  const searching = search !== '';
  const list = useMembers(page, !searching);
  const found = useUserSearch(search);
  const shown = searching ? found : list;
  const roles = useRoleNames();
  const remove = useDeleteMembers();
  const { confirm, dialog } = useConfirm();
  const [selected, setSelected] = useState<string[]>([]);

  const rows: readonly Member[] | undefined = searching ? found.data : list.data?.entities;
  const failed = !shown.data && shown.isError && !shown.isFetching;
  const userId = session?.userId;
  const manageable = useMemo(
    () => (member: Member) => member.id !== userId && (admin || member.role?.name !== ADMIN_ROLE),
    [userId, admin],
  );
  // Only rows on screen stay selected: a new page or search starts a new selection.
  const chosen = selected.filter((id) => rows?.some((member) => member.id === id));

  const columns = useMemo<DataColumn<Member>[]>(
    () => [
      {
        header: 'Member',
        cell: (member) => (
          <span className={styles.person}>
            <Avatar firstName={member.firstName} lastName={member.lastName} photoUrl={member.photoUrl} size={36} />
            <span>{fullName(member)}</span>
          </span>
        ),
      },
      { header: 'E-mail', cell: (member) => <span className={styles.email}>{member.email}</span> },
      {
        header: 'Role',
        cell: (member) => (
          <MemberRoleSelect
            member={member}
            roles={roles.data}
            editable={manageable(member)}
            canGiveAdmin={admin}
            confirm={confirm}
          />
        ),
      },
      { header: 'Joined', cell: (member) => formatDate(member.creationDate), width: '8rem' },
      // Only admins may reset a second factor (the server checks too).
      ...(admin
        ? [
            {
              header: 'Two-step sign-in',
              cell: (member: Member) => <ResetTwoStepButton member={member} />,
              width: '9rem',
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirm only opens the page's dialog
    [roles.data, manageable, admin],
  );

  const askToDelete = () =>
    void confirm({
      title: `Delete ${howMany(chosen.length)}?`,
      message: (
        <p>
          {howMany(chosen.length)} will be deleted with their sign-in, and their monthly gifts canceled. Their gifts
          stay in the books.
        </p>
      ),
      confirmLabel: `Delete ${howMany(chosen.length)}`,
      onConfirm: async () => {
        await remove.mutateAsync(chosen);
        toast.success(`${howMany(chosen.length)} deleted`);
        setSelected([]);
      },
    });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label="Search members" value={search} onSearch={setSearch} placeholder="Name or e-mail" />
        <Button variant="danger" disabled={chosen.length === 0} onClick={askToDelete}>
          Delete selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      </div>
      {searching && found.data?.length === userSearchLimit ? (
        <p className={styles.note}>Showing the first {userSearchLimit} matches; type more to narrow the search.</p>
      ) : null}
      <DataTable
        caption={searching ? `Members matching “${search}”` : 'Members'}
        data={rows}
        columns={columns}
        getRowId={(member) => member.id}
        rowLabel={fullName}
        selected={chosen}
        onSelectionChange={setSelected}
        canSelect={manageable}
        isLoading={!rows && !failed}
        error={failed && (searching ? memberMessages.fetchUsersFailed : memberMessages.fetchMembersFailed)}
        onRetry={() => void shown.refetch()}
        emptyText={searching ? 'No member matches this search' : 'No members on this page'}
        skeletonRows={membersPageSize}
      />
      {searching ? null : (
        <Pagination
          page={page}
          count={list.data?.count ?? 0}
          pageSize={membersPageSize}
          onChange={setPage}
          label="Members pages"
        />
      )}
      {dialog}
    </>
  );
}
