import { useState } from 'react';
import { servicePlanMessages, type ServiceTypeSummary } from '@church/contracts';
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
import { useTranslate } from '../../../i18n/catalogues';
import { formatPlanLength } from '../../../lib/plan-length';
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
  const { t } = useTranslate();
  const { page, setPage, search, setSearch } = useListParams({ pageSize: serviceTypesPageSize });
  const types = useServiceTypes(page, search);
  const remove = useDeleteServiceType();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<ServiceTypeSummary | 'new' | null>(null);

  const columns: readonly DataColumn<ServiceTypeSummary>[] = [
    { header: t('plans.common.name'), cell: (type) => <Link to={planHref(type.id)}>{type.name}</Link> },
    { header: t('plans.serviceTypes.items'), cell: (type) => type.itemsCount, width: '6rem' },
    {
      header: t('plans.serviceTypes.length'),
      cell: (type) => formatPlanLength(type.totalMinutes),
      width: '8rem',
    },
    { header: t('plans.serviceTypes.lastChanged'), cell: (type) => formatDate(type.updatedAt), width: '9rem' },
  ];

  const askToDelete = (type: ServiceTypeSummary) =>
    void confirm({
      title: t('plans.serviceTypes.deleteTitle'),
      message: <p>{t('plans.serviceTypes.deleteMessage', { name: type.name })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(type.id),
    });

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label={t('plans.serviceTypes.search')} value={search} onSearch={setSearch} />
        <Button onClick={() => setEditing('new')}>{t('plans.serviceTypes.new')}</Button>
      </div>
      <PagedTable
        caption={t('plans.serviceTypes.caption')}
        query={types}
        columns={columns}
        getRowId={(type) => String(type.id)}
        rowActions={(type) => (
          <span className={styles.actions}>
            <RowAction name={type.name} onClick={() => setEditing(type)}>
              {t('plans.common.rename')}
            </RowAction>
            <RowAction name={type.name} variant="danger" onClick={() => askToDelete(type)}>
              {t('plans.common.delete')}
            </RowAction>
          </span>
        )}
        failedText={t(servicePlanMessages.getServiceTypesFailed)}
        emptyText={search ? t('plans.serviceTypes.noMatch', { search }) : t('plans.serviceTypes.emptyPage')}
        noneYet={
          search ? undefined : (
            <div className="ui-empty">
              <p>{t('plans.serviceTypes.noneYet')}</p>
            </div>
          )
        }
        page={page}
        pageSize={serviceTypesPageSize}
        onPageChange={setPage}
        pagesLabel={t('plans.serviceTypes.pages')}
        keepOnLastPage
      />
      {editing ? (
        <ServiceTypeDialog serviceType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {dialog}
    </>
  );
}
