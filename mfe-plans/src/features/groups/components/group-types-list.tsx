import { useEffect, useState } from 'react';
import { toast } from '@church/http/toast';
import { groupMessages, type GroupType } from '@church/contracts';
import { Button, PagedTable, RowAction, useConfirm, type DataColumn } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { useDeleteGroupType } from '../api/delete-group-type';
import { groupTypesPageSize, useGroupTypesPage } from '../api/get-group-types';
import { GroupTypeDialog } from './group-type-dialog';
import list from '../../../components/admin-list.module.css';
import styles from './groups.module.css';

const columns = (t: typeof translate): readonly DataColumn<GroupType>[] => [
  { header: t('plans.common.name'), cell: (type) => <ThemeChip theme={type.colorTheme}>{type.name}</ThemeChip> },
  {
    header: t('plans.common.description'),
    cell: (type) => <span className={styles.description}>{type.description}</span>,
  },
];

/** Group types, 5 a page: add, edit, delete (a type that groups use is refused with the reason). */
export function GroupTypesList() {
  const { t } = useTranslate();
  const [page, setPage] = useState(1);
  const types = useGroupTypesPage(page);
  const remove = useDeleteGroupType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<GroupType | 'new' | null>(null);
  // Spec section 8: the list's failure is also a toast.
  useEffect(() => {
    if (types.isError) toast.error(translate(groupMessages.getGroupTypesFailed), { id: 'group-types-failed' });
  }, [types.isError]);

  const askToDelete = (type: GroupType) =>
    void confirm({
      title: t('plans.groupTypes.deleteTitle'),
      message: <p>{t('plans.groupTypes.deleteMessage', { name: type.name })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(type.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <p className={list.muted}>{t('plans.groupTypes.colourHint')}</p>
        <Button onClick={() => setEditing('new')}>{t('plans.groupTypes.add')}</Button>
      </div>
      <PagedTable
        caption={t('plans.groupTypes.caption')}
        query={types}
        columns={columns(t)}
        getRowId={(type) => String(type.id)}
        rowLabel={(type) => type.name}
        rowActions={(type) => (
          <div className={list.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              {t('plans.common.edit')}
            </RowAction>
            <RowAction name={type.name} onClick={() => askToDelete(type)}>
              {t('plans.common.delete')}
            </RowAction>
          </div>
        )}
        failedText={t(groupMessages.getGroupTypesFailed)}
        emptyText={t('plans.groupTypes.noneYet')}
        page={page}
        pageSize={groupTypesPageSize}
        onPageChange={setPage}
        pagesLabel={t('plans.groupTypes.pages')}
        keepOnLastPage
      />
      {editing ? (
        <GroupTypeDialog groupType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </div>
  );
}
