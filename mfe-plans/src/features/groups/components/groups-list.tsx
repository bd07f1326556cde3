import { useState } from 'react';
import type { Group } from '@church/contracts';
import { Button, DataTable, Pagination, SearchBox, useConfirm, type DataColumn } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { useDeleteGroup } from '../api/delete-group';
import { groupsPageSize, useGroups } from '../api/get-groups';
import { GroupDialog } from './group-dialog';
import list from '../../../components/admin-list.module.css';
import styles from './groups.module.css';

const columns: readonly DataColumn<Group>[] = [
  { header: 'Name', cell: (group) => <span className={list.title}>{group.name}</span> },
  { header: 'Type', cell: (group) => <ThemeChip theme={group.groupType.colorTheme}>{group.groupType.name}</ThemeChip> },
  {
    header: 'Leader',
    cell: (group) => group.leader?.name ?? <span className={list.muted}>None</span>,
  },
  { header: 'Description', cell: (group) => <span className={styles.description}>{group.description}</span> },
];

/** Groups by name, with search: add, edit, delete (their events stay, without a group). */
export function GroupsList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const groups = useGroups(page, search);
  const remove = useDeleteGroup();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const { data } = groups;
  const failed = !data && groups.isError && !groups.isFetching;
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / groupsPageSize));
  if (data && data.entities.length === 0 && page > lastPage && !groups.isPlaceholderData) setPage(lastPage);

  const askToDelete = (group: Group) =>
    void confirm({
      title: 'Delete this group?',
      message: <p>“{group.name}” will be deleted; its events stay, without a group.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(group.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label="Search groups"
          placeholder="Group name"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <Button onClick={() => setEditing('new')}>Add group</Button>
      </div>
      <DataTable
        caption="Groups"
        data={data?.entities}
        columns={columns}
        getRowId={(group) => String(group.id)}
        rowLabel={(group) => group.name}
        rowActions={(group) => (
          <div className={list.actions}>
            <Button variant="secondary" onClick={() => setEditing(group)}>
              Edit<span className="ui-visually-hidden"> {group.name}</span>
            </Button>
            <Button variant="secondary" onClick={() => askToDelete(group)}>
              Delete<span className="ui-visually-hidden"> {group.name}</span>
            </Button>
          </div>
        )}
        isLoading={!data && !failed}
        error={failed && 'Failed to get groups'}
        onRetry={() => void groups.refetch()}
        emptyText={search ? `No group matches “${search}”.` : 'No groups yet. Add a group type first, then a group.'}
        skeletonRows={groupsPageSize}
      />
      <Pagination
        page={page}
        count={data?.count ?? 0}
        pageSize={groupsPageSize}
        onChange={setPage}
        label="Group pages"
      />
      {editing ? (
        <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </div>
  );
}
