import { useState } from 'react';
import type { EventTemplate } from '@church/contracts';
import { Button, PagedTable, RowAction, SearchBox, StatusBadge, useConfirm, type DataColumn } from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { useDeleteTemplate } from '../api/delete-template';
import { templatesPageSize, useTemplates } from '../api/get-templates';
import list from '../../../components/admin-list.module.css';
import styles from './events.module.css';

const lengthOf = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ') || '0 min';
};

/** '19:00' as the rest of the dates read: '07:00 PM'. */
const clockOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String(hours % 12 || 12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

const columns: readonly DataColumn<EventTemplate>[] = [
  {
    header: 'Template',
    cell: (template) => (
      <>
        <span className={list.title}>{template.title}</span>{' '}
        {template.isPublic ? null : <StatusBadge tone="attention">Private</StatusBadge>}
        {template.location ? <span className={styles.detail}>{template.location}</span> : null}
      </>
    ),
  },
  {
    header: 'Time',
    cell: (template) => (
      <span className={styles.when}>
        {clockOf(template.startTime)}
        <span className={styles.detail}>{lengthOf(template.durationMinutes)}</span>
      </span>
    ),
  },
  {
    header: 'Group',
    cell: (template) =>
      template.group ? (
        <ThemeChip theme={template.group.colorTheme}>{template.group.name}</ThemeChip>
      ) : (
        <span className={list.muted}>None</span>
      ),
  },
];

/** Saved templates, 8 a page (5 when searching), newest first: start a new event from one, or delete it. */
export function TemplatesList({ onUse }: { onUse: (template: EventTemplate) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const templates = useTemplates(page, search);
  const remove = useDeleteTemplate();
  const { confirm, dialog } = useConfirm();
  const pageSize = templatesPageSize(search);

  const askToDelete = (template: EventTemplate) =>
    void confirm({
      title: 'Delete this template?',
      message: <p>“{template.title}” will no longer be offered; events made from it stay.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(template.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label="Search templates"
          placeholder="Title"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        caption="Event templates"
        query={templates}
        columns={columns}
        getRowId={(template) => String(template.id)}
        rowLabel={(template) => template.title}
        rowActions={(template) => (
          <div className={list.actions}>
            <Button onClick={() => onUse(template)}>
              New event<span className="ui-visually-hidden"> from {template.title}</span>
            </Button>
            <RowAction name={`template ${template.title}`} onClick={() => askToDelete(template)}>
              Delete
            </RowAction>
          </div>
        )}
        failedText="Failed to get templates"
        emptyText={
          search
            ? `No template matches “${search}”.`
            : 'No templates yet. Tick “Save as template” when creating an event to keep one.'
        }
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        pagesLabel="Template pages"
        keepOnLastPage
      />
      {dialog}
    </div>
  );
}
