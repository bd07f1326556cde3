import { useState } from 'react';
import type { GivingType } from '@church/contracts';
import { Button, PagedTable, RowAction, useConfirm, type DataColumn } from '@church/ui';
import { useDeleteGivingType } from '../api/delete-giving-type';
import { givingTypesPageSize, useGivingTypesPage } from '../api/get-giving-types-page';
import { GivingTypeDialog } from './giving-type-dialog';
import styles from './giving-types.module.css';

const columns: readonly DataColumn<GivingType>[] = [{ header: 'Name', cell: (type) => type.name }];

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
  const [page, setPage] = useState(1);
  const types = useGivingTypesPage(page);
  const remove = useDeleteGivingType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<GivingType | 'new' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const askToDelete = (type: GivingType) => {
    setRefusal(null);
    void confirm({
      title: 'Delete this giving type?',
      message: <p>“{type.name}” will no longer be offered to donors.</p>,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        const outcome = await remove.mutateAsync(type.id);
        if (!outcome.deleted) setRefusal({ name: type.name, reason: outcome.reason });
      },
    });
  };

  return (
    <section aria-labelledby="giving-types-heading">
      <div className={styles.header}>
        <h2 id="giving-types-heading">Giving types</h2>
        <Button onClick={() => setEditing('new')}>Add giving type</Button>
      </div>
      {refusal ? (
        <div className={styles.refusal} role="alert">
          <p>
            “{refusal.name}” was not deleted: {refusal.reason}.
          </p>
          <Button variant="link" onClick={() => setRefusal(null)}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <PagedTable
        caption="Giving types"
        query={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        rowActions={(type) => (
          <div className={styles.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              Rename
            </RowAction>
            <RowAction name={type.name} onClick={() => askToDelete(type)}>
              Delete
            </RowAction>
          </div>
        )}
        failedText="Failed to get giving types"
        emptyText="No giving types yet. Donors choose among them when they give."
        page={page}
        pageSize={givingTypesPageSize}
        onPageChange={setPage}
        pagesLabel="Giving type pages"
        keepOnLastPage
      />
      {editing ? (
        <GivingTypeDialog givingType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </section>
  );
}
