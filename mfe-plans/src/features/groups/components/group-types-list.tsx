import { useEffect, useState } from 'react';
import { toast } from '@church/http/toast';
import { groupMessages, type GroupType } from '@church/contracts';
import { Button, PagedTable, RowAction, useConfirm, type DataColumn } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { useDeleteGroupType } from '../api/delete-group-type';
import { groupTypesPageSize, useGroupTypesPage } from '../api/get-group-types';
import { GroupTypeDialog } from './group-type-dialog';
import list from '../../../components/admin-list.module.css';
import styles from './groups.module.css';

const columns: readonly DataColumn<GroupType>[] = [
  { header: 'Name', cell: (type) => <ThemeChip theme={type.colorTheme}>{type.name}</ThemeChip> },
  { header: 'Description', cell: (type) => <span className={styles.description}>{type.description}</span> },
];

/** Group types, 5 a page: add, edit, delete (a type that groups use is refused with the reason). */
export function GroupTypesList() {
  const [page, setPage] = useState(1);
  const types = useGroupTypesPage(page);
  const remove = useDeleteGroupType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<GroupType | 'new' | null>(null);
  // Spec section 8: the list's failure is also a toast.
  useEffect(() => {
    if (types.isError) toast.error(groupMessages.getGroupTypesFailed, { id: 'group-types-failed' });
  }, [types.isError]);

  const askToDelete = (type: GroupType) =>
    void confirm({
      title: 'Delete this group type?',
      message: <p>“{type.name}” will no longer be offered for groups.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(type.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <p className={list.muted}>A group's type gives its events their colour.</p>
        <Button onClick={() => setEditing('new')}>Add group type</Button>
      </div>
      <PagedTable
        caption="Group types"
        query={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        rowLabel={(type) => type.name}
        rowActions={(type) => (
          <div className={list.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              Edit
            </RowAction>
            <RowAction name={type.name} onClick={() => askToDelete(type)}>
              Delete
            </RowAction>
          </div>
        )}
        failedText={groupMessages.getGroupTypesFailed}
        emptyText="No group types yet. Add one, then groups of that type."
        page={page}
        pageSize={groupTypesPageSize}
        onPageChange={setPage}
        pagesLabel="Group type pages"
        keepOnLastPage
      />
      {editing ? (
        <GroupTypeDialog groupType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </div>
  );
}
