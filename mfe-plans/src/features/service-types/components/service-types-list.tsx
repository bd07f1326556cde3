import { useState } from 'react';
import { formatPlanLength, servicePlanMessages, type ServiceTypeSummary } from '@church/contracts';
import { Link } from '@church/router';
import {
  Button,
  formatDate,
  PagedTable,
  RowAction,
  SearchBox,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { useDeleteServiceType } from '../api/delete-service-type';
import { serviceTypesPageSize, useServiceTypes } from '../api/get-service-types';
import { ServiceTypeDialog } from './service-type-dialog';
import styles from './service-types.module.css';

interface ServiceTypesListProps {
  /** Where a type's plan page is, in the area showing the list. */
  planHref: (id: number) => string;
}

/**
 * Every service type, 10 a page (page and search in the URL): create, rename, delete with
 * confirmation; each name opens its plan.
 */
export function ServiceTypesList({ planHref }: ServiceTypesListProps) {
  const { page, setPage, search, setSearch } = useListParams({ pageSize: serviceTypesPageSize });
  const types = useServiceTypes(page, search);
  const remove = useDeleteServiceType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<ServiceTypeSummary | 'new' | null>(null);

  const columns: readonly DataColumn<ServiceTypeSummary>[] = [
    { header: 'Name', cell: (type) => <Link to={planHref(type.id)}>{type.name}</Link> },
    { header: 'Items', cell: (type) => type.itemsCount, width: '6rem' },
    { header: 'Length', cell: (type) => formatPlanLength(type.totalMinutes), width: '8rem' },
    { header: 'Last changed', cell: (type) => formatDate(type.updatedAt), width: '9rem' },
  ];

  const askToDelete = (type: ServiceTypeSummary) =>
    void confirm({
      title: 'Delete this service type?',
      message: <p>“{type.name}” and its whole plan (items, notes and attachments) will be deleted for good.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(type.id),
    });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label="Search by name" value={search} onSearch={setSearch} />
        <Button onClick={() => setEditing('new')}>New service type</Button>
      </div>
      <PagedTable
        caption="Service types"
        query={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        rowActions={(type) => (
          <span className={styles.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              Rename
            </RowAction>
            <RowAction name={type.name} variant="danger" onClick={() => askToDelete(type)}>
              Delete
            </RowAction>
          </span>
        )}
        failedText={servicePlanMessages.getServiceTypesFailed}
        emptyText={search ? `No service type has “${search}” in its name` : 'No service types on this page'}
        noneYet={
          search ? undefined : (
            <div className="ui-empty">
              <p>No service types yet. Create one with New service type, then plan its order of service.</p>
            </div>
          )
        }
        page={page}
        pageSize={serviceTypesPageSize}
        onPageChange={setPage}
        pagesLabel="Service types pages"
        keepOnLastPage
      />
      {editing ? (
        <ServiceTypeDialog serviceType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </>
  );
}
