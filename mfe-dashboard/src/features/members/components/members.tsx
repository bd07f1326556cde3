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
import { HouseholdButton } from './household-button';
import { MemberRoleSelect } from './member-role-select';
import { ResetTwoStepButton } from './reset-two-step-button';
import styles from './members.module.css';
import { translate, useTranslate } from '../../../i18n/catalogues';

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;
const howMany = (count: number) => translate('dashboard.members.count', { count });

/**
 * Members 12 a page, or the first 20 a search finds; each member's role can be changed (after a
 * confirmation naming the role) and several deleted at once. Nobody selects or re-roles themself, and only admins touch admins
 * (the server refuses both too).
 */
export function Members() {
  const { t, language } = useTranslate();
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
        header: t('dashboard.members.member'),
        cell: (member) => (
          <span className={styles.person}>
            <Avatar firstName={member.firstName} lastName={member.lastName} photoUrl={member.photoUrl} size={36} />
            <span>{fullName(member)}</span>
          </span>
        ),
      },
      { header: t('dashboard.members.email'), cell: (member) => <span className={styles.email}>{member.email}</span> },
      {
        header: t('dashboard.members.role'),
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
      { header: t('dashboard.members.joined'), cell: (member) => formatDate(member.creationDate), width: '8rem' },
      {
        header: t('dashboard.households.column'),
        cell: (member) => <HouseholdButton member={member} />,
        width: '7rem',
      },
      // Only admins may reset a second factor (the server checks too).
      ...(admin
        ? [
            {
              header: t('dashboard.members.twoStep'),
              cell: (member: Member) => <ResetTwoStepButton member={member} />,
              width: '9rem',
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirm only opens the page's dialog
    [roles.data, manageable, admin, t, language],
  );

  const askToDelete = () =>
    void confirm({
      title: t('dashboard.members.deleteTitle', { members: howMany(chosen.length) }),
      message: <p>{t('dashboard.members.deleteMessage', { members: howMany(chosen.length) })}</p>,
      confirmLabel: t('dashboard.members.deleteConfirm', { members: howMany(chosen.length) }),
      onConfirm: async () => {
        await remove.mutateAsync(chosen);
        toast.success(t('dashboard.members.deleted', { count: chosen.length }));
        setSelected([]);
      },
    });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          label={t('dashboard.members.search')}
          value={search}
          onSearch={setSearch}
          placeholder={t('dashboard.members.searchPlaceholder')}
        />
        <Button variant="danger" disabled={chosen.length === 0} onClick={askToDelete}>
          {chosen.length > 0
            ? t('dashboard.members.deleteSelectedCount', { count: chosen.length })
            : t('dashboard.members.deleteSelected')}
        </Button>
      </div>
      {searching && found.data?.length === userSearchLimit ? (
        <p className={styles.note}>{t('dashboard.members.firstMatches', { limit: userSearchLimit })}</p>
      ) : null}
      <DataTable
        caption={searching ? t('dashboard.members.matching', { search }) : t('dashboard.members.title')}
        data={rows}
        columns={columns}
        getRowId={(member) => member.id}
        rowLabel={fullName}
        selected={chosen}
        onSelectionChange={setSelected}
        canSelect={manageable}
        isLoading={!rows && !failed}
        error={failed && t(searching ? memberMessages.fetchUsersFailed : memberMessages.fetchMembersFailed)}
        onRetry={() => void shown.refetch()}
        emptyText={t(searching ? 'dashboard.members.noMatch' : 'dashboard.members.nonePage')}
        skeletonRows={membersPageSize}
      />
      {searching ? null : (
        <Pagination
          page={page}
          count={list.data?.count ?? 0}
          pageSize={membersPageSize}
          onChange={setPage}
          label={t('dashboard.members.pages')}
        />
      )}
      {dialog}
    </>
  );
}
