import { lazy, Suspense, useState } from 'react';
import { planItemStarts, totalPlanMinutes, type PlanItem } from '@church/contracts';
import { Button, useConfirm, useLoadAfterPaint, useReorder } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { formatPlanLength } from '../../../lib/plan-length';
import { useDeletePlanItem } from '../api/delete-plan-item';
import { useMovePlanItem } from '../api/move-plan-item';
import { PlanItemRow } from './plan-item-row';
import styles from './service-plan.module.css';

// The item form (and the form library) is a chunk of its own, asked for once the order of
// service has painted (decision 0110): it has arrived by the first click.
const loadItemDialog = () => import('./plan-item-dialog');
const PlanItemDialog = lazy(() => loadItemDialog().then((module) => ({ default: module.PlanItemDialog })));

interface PlanItemsProps {
  serviceTypeId: number;
  items: readonly PlanItem[];
  /** When the service starts (ISO); null until it is dated, undefined while not known. */
  startsAt: string | null | undefined;
}

/**
 * The order of service: items in order with the total length and, once the service is dated,
 * when each starts (the lengths before it added to the start: a move or a new length shows at
 * once); add, edit, delete (after a confirmation), and reorder by dragging or with the Move
 * buttons (the kit's `useReorder`).
 */
export function PlanItems({ serviceTypeId, items, startsAt }: PlanItemsProps) {
  const { t } = useTranslate();
  const move = useMovePlanItem(serviceTypeId);
  const remove = useDeletePlanItem(serviceTypeId);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<PlanItem | 'new' | null>(null);
  useLoadAfterPaint(loadItemDialog);

  const reorder = useReorder({
    keys: items.map((item) => String(item.id)),
    onMove: (from, to) => {
      const item = items[from];
      return item ? move.mutateAsync({ id: item.id, position: to + 1 }) : undefined;
    },
    describeMove: (from, to, count) => t('plans.items.moved', { title: items[from]?.title, position: to + 1, count }),
  });

  const askToDelete = (item: PlanItem) =>
    void confirm({
      title: t('plans.items.deleteTitle'),
      message: <p>{t('plans.items.deleteMessage', { title: item.title })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        reorder.announce(t('plans.items.deleted', { title: item.title }));
      },
    });

  const total = totalPlanMinutes(items);
  const starts = planItemStarts(startsAt ?? null, items);

  return (
    <section aria-labelledby="order-of-service" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="order-of-service">{t('plans.items.heading')}</h2>
        <p className={styles.total}>
          {t('plans.items.total')} <strong data-testid="plan-total">{formatPlanLength(total)}</strong>
        </p>
        <Button onClick={() => setEditing('new')}>{t('plans.items.add')}</Button>
      </div>
      {startsAt === null && items.length > 0 ? <p className={styles.hint}>{t('plans.items.undated')}</p> : null}
      {items.length === 0 ? (
        <p className="ui-empty">{t('plans.items.empty')}</p>
      ) : (
        <ol className={styles.items} aria-label={t('plans.items.heading')}>
          {items.map((item, index) => (
            <PlanItemRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              startsAt={starts[index]}
              reorder={reorder}
              onEdit={() => setEditing(item)}
              onDelete={() => askToDelete(item)}
            />
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="ui-visually-hidden">
        {reorder.announcement}
      </p>
      {editing ? (
        <Suspense fallback={null}>
          <PlanItemDialog
            serviceTypeId={serviceTypeId}
            item={editing === 'new' ? undefined : editing}
            items={items}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {dialog}
    </section>
  );
}
