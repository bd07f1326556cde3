import { useMemo, useState } from 'react';
import type { GivingType } from '@church/contracts';
import { Button, PagedTable, RowAction, useConfirm, type DataColumn } from '@church/ui';
import { useDeleteGivingType } from '../api/delete-giving-type';
import { givingTypesPageSize, useGivingTypesPage } from '../api/get-giving-types-page';
import { GivingTypeDialog } from './giving-type-dialog';
import styles from './giving-types.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** A giving type kept because it is in use, and why. */
interface Refusal {
  name: string;
  reason: string;
}

/**
 * The giving types, 5 a page: add, rename, delete. A type that gifts or monthly gifts use stays,
 * and the list says why. The page is local: the gifts above keep theirs in the URL.
 */
export function GivingTypes() {
  const { t, language } = useTranslate();
  const columns = useMemo<readonly DataColumn<GivingType>[]>(
    () => [{ header: t('dashboard.givingTypes.name'), cell: (type) => type.name }],
    // `t` reads the active language: the header is built again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  const [page, setPage] = useState(1);
  const types = useGivingTypesPage(page);
  const remove = useDeleteGivingType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<GivingType | 'new' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const askToDelete = (type: GivingType) => {
    setRefusal(null);
    void confirm({
      title: t('dashboard.givingTypes.deleteTitle'),
      message: <p>{t('dashboard.givingTypes.deleteMessage', { name: type.name })}</p>,
      confirmLabel: t('dashboard.givingTypes.delete'),
      onConfirm: async () => {
        const outcome = await remove.mutateAsync(type.id);
        if (!outcome.deleted) setRefusal({ name: type.name, reason: outcome.reason });
      },
    });
  };

  return (
    <section aria-labelledby="giving-types-heading">
      <div className={styles.header}>
        <h2 id="giving-types-heading">{t('dashboard.givingTypes.title')}</h2>
        <Button onClick={() => setEditing('new')}>{t('dashboard.givingTypes.add')}</Button>
      </div>
      {refusal ? (
        <div className={styles.refusal} role="alert">
          <p>{t('dashboard.givingTypes.notDeleted', { name: refusal.name, reason: refusal.reason })}</p>
          <Button variant="link" onClick={() => setRefusal(null)}>
            {t('dashboard.givingTypes.dismiss')}
          </Button>
        </div>
      ) : null}
      <PagedTable
        caption={t('dashboard.givingTypes.title')}
        query={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        rowActions={(type) => (
          <div className={styles.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              {t('dashboard.givingTypes.rename')}
            </RowAction>
            <RowAction name={type.name} onClick={() => askToDelete(type)}>
              {t('dashboard.givingTypes.delete')}
            </RowAction>
          </div>
        )}
        failedText={t('dashboard.givingTypes.failed')}
        emptyText={t('dashboard.givingTypes.none')}
        page={page}
        pageSize={givingTypesPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.givingTypes.pages')}
        keepOnLastPage
      />
      {editing ? (
        <GivingTypeDialog givingType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </section>
  );
}
