import { useState } from 'react';
import { formatPlanLength, servicePlanMessages, type ServiceTypeSummary } from '@church/contracts';
import { Link } from '@church/router';
import {
  Button,
  DataTable,
  formatDate,
  Pagination,
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

  const { data } = types;
  const failed = !data && types.isError && !types.isFetching;
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / serviceTypesPageSize));
  // Deleting the last type of the last page leaves it empty: show the page before it.
  if (data && data.entities.length === 0 && page > lastPage) setPage(lastPage);

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
      {data?.count === 0 && !search ? (
        <div className="ui-empty">
          <p>No service types yet. Create one with New service type, then plan its order of service.</p>
        </div>
      ) : (
        <DataTable
          caption="Service types"
          data={data?.entities}
          columns={columns}
          getRowId={(type) => String(type.id)}
          rowActions={(type) => (
            <span className={styles.actions}>
              <Button variant="secondary" onClick={() => setEditing(type)}>
                Rename<span className="ui-visually-hidden"> {type.name}</span>
              </Button>
              <Button variant="danger" onClick={() => askToDelete(type)}>
                Delete<span className="ui-visually-hidden"> {type.name}</span>
              </Button>
            </span>
          )}
          isLoading={!data && !failed}
          error={failed && servicePlanMessages.getServiceTypesFailed}
          onRetry={() => void types.refetch()}
          emptyText={search ? `No service type has “${search}” in its name` : 'No service types on this page'}
          skeletonRows={serviceTypesPageSize}
        />
      )}
      <Pagination
        page={page}
        count={data?.count ?? 0}
        pageSize={serviceTypesPageSize}
        onChange={setPage}
        label="Service types pages"
      />
      {editing ? (
        <ServiceTypeDialog serviceType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </>
  );
}
