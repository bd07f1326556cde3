import { useState } from 'react';
import type { Group } from '@church/contracts';
import { Button, PagedTable, RowAction, SearchBox, useConfirm, type DataColumn } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { type translate, useTranslate } from '../../../i18n/catalogues';
import { useDeleteGroup } from '../api/delete-group';
import { groupsPageSize, useGroups } from '../api/get-groups';
import { GroupDialog } from './group-dialog';
import list from '../../../components/admin-list.module.css';
import styles from './groups.module.css';

const columns = (t: typeof translate): readonly DataColumn<Group>[] => [
  { header: t('plans.common.name'), cell: (group) => <span className={list.title}>{group.name}</span> },
  {
    header: t('plans.groups.type'),
    cell: (group) => <ThemeChip theme={group.groupType.colorTheme}>{group.groupType.name}</ThemeChip>,
  },
  {
    header: t('plans.groups.leader'),
    cell: (group) => group.leader?.name ?? <span className={list.muted}>{t('plans.common.none')}</span>,
  },
  {
    header: t('plans.common.description'),
    cell: (group) => <span className={styles.description}>{group.description}</span>,
  },
];

/** Groups by name, with search: add, edit, delete (their events stay, without a group). */
export function GroupsList() {
  const { t } = useTranslate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const groups = useGroups(page, search);
  const remove = useDeleteGroup();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Group | 'new' | null>(null);

  const askToDelete = (group: Group) =>
    void confirm({
      title: t('plans.groups.deleteTitle'),
      message: <p>{t('plans.groups.deleteMessage', { name: group.name })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(group.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label={t('plans.groups.search')}
          placeholder={t('plans.groups.namePlaceholder')}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <Button onClick={() => setEditing('new')}>{t('plans.groups.add')}</Button>
      </div>
      <PagedTable
        caption={t('plans.groups.caption')}
        query={groups}
        columns={columns(t)}
        getRowId={(group) => String(group.id)}
        rowLabel={(group) => group.name}
        rowActions={(group) => (
          <div className={list.actions}>
            <RowAction name={group.name} onClick={() => setEditing(group)}>
              {t('plans.common.edit')}
            </RowAction>
            <RowAction name={group.name} onClick={() => askToDelete(group)}>
              {t('plans.common.delete')}
            </RowAction>
          </div>
        )}
        failedText={t('plans.groups.getFailed')}
        emptyText={search ? t('plans.groups.noMatch', { search }) : t('plans.groups.noneYet')}
        page={page}
        pageSize={groupsPageSize}
        onPageChange={setPage}
        pagesLabel={t('plans.groups.pages')}
        keepOnLastPage
      />
      {editing ? (
        <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </div>
  );
}
