import { useState } from 'react';
import type { EventTemplate } from '@church/contracts';
import {
  Button,
  churchTimeZone,
  formatTime,
  fromWallTime,
  PagedTable,
  RowAction,
  SearchBox,
  StatusBadge,
  todayIn,
  useConfirm,
  type DataColumn,
} from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { type translate, useTranslate } from '../../../i18n/catalogues';
import { formatPlanLength } from '../../../lib/plan-length';
import { useDeleteTemplate } from '../api/delete-template';
import { templatesPageSize, useTemplates } from '../api/get-templates';
import list from '../../../components/admin-list.module.css';
import styles from './events.module.css';

/** '19:00' on the church's clock as the rest of the times read ('07:00 PM'; Spanish '19:00'). */
const clockOf = (time: string) => {
  const zone = churchTimeZone();
  return formatTime(fromWallTime(todayIn(zone), time, zone) ?? '');
};

const columns = (t: typeof translate): readonly DataColumn<EventTemplate>[] => [
  {
    header: t('plans.templates.template'),
    cell: (template) => (
      <>
        <span className={list.title}>{template.title}</span>{' '}
        {template.isPublic ? null : <StatusBadge tone="attention">{t('plans.templates.private')}</StatusBadge>}
        {template.location ? <span className={styles.detail}>{template.location}</span> : null}
      </>
    ),
  },
  {
    header: t('plans.templates.time'),
    cell: (template) => (
      <span className={styles.when}>
        {clockOf(template.startTime)}
        <span className={styles.detail}>{formatPlanLength(template.durationMinutes)}</span>
      </span>
    ),
  },
  {
    header: t('plans.common.group'),
    cell: (template) =>
      template.group ? (
        <ThemeChip theme={template.group.colorTheme}>{template.group.name}</ThemeChip>
      ) : (
        <span className={list.muted}>{t('plans.common.none')}</span>
      ),
  },
];

/** Saved templates, 8 a page (5 when searching), newest first: start a new event from one, or delete it. */
export function TemplatesList({ onUse }: { onUse: (template: EventTemplate) => void }) {
  const { t } = useTranslate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const templates = useTemplates(page, search);
  const remove = useDeleteTemplate();
  const { confirm, dialog } = useConfirm();
  const pageSize = templatesPageSize(search);

  const askToDelete = (template: EventTemplate) =>
    void confirm({
      title: t('plans.templates.deleteTitle'),
      message: <p>{t('plans.templates.deleteMessage', { title: template.title })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(template.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label={t('plans.templates.search')}
          placeholder={t('plans.common.title')}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        caption={t('plans.templates.caption')}
        query={templates}
        columns={columns(t)}
        getRowId={(template) => String(template.id)}
        rowLabel={(template) => template.title}
        rowActions={(template) => (
          <div className={list.actions}>
            <Button onClick={() => onUse(template)}>
              {t('plans.events.new')}
              <span className="ui-visually-hidden"> {t('plans.templates.fromNamed', { title: template.title })}</span>
            </Button>
            <RowAction
              name={t('plans.templates.rowName', { title: template.title })}
              onClick={() => askToDelete(template)}
            >
              {t('plans.common.delete')}
            </RowAction>
          </div>
        )}
        failedText={t('plans.templates.getFailed')}
        emptyText={search ? t('plans.templates.noMatch', { search }) : t('plans.templates.noneYet')}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        pagesLabel={t('plans.templates.pages')}
        keepOnLastPage
      />
      {dialog}
    </div>
  );
}
