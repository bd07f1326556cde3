import { useState } from 'react';
import type { Group } from '@church/contracts';
import { Button, PagedTable, RowAction, SearchBox, useConfirm, type DataColumn } from '@church/ui';
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
      <PagedTable
        caption="Groups"
        query={groups}
        columns={columns}
        getRowId={(group) => String(group.id)}
        rowLabel={(group) => group.name}
        rowActions={(group) => (
          <div className={list.actions}>
            <RowAction name={group.name} onClick={() => setEditing(group)}>
              Edit
            </RowAction>
            <RowAction name={group.name} onClick={() => askToDelete(group)}>
              Delete
            </RowAction>
          </div>
        )}
        failedText="Failed to get groups"
        emptyText={search ? `No group matches “${search}”.` : 'No groups yet. Add a group type first, then a group.'}
        page={page}
        pageSize={groupsPageSize}
        onPageChange={setPage}
        pagesLabel="Group pages"
        keepOnLastPage
      />
      {editing ? (
        <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </div>
  );
}
