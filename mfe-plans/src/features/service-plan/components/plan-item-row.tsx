import type { PlanItem } from '@church/contracts';
import { Button, formatTime, type Reorder } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { formatPlanLength } from '../../../lib/plan-length';
import { kindLabels } from './plan-item-form';
import styles from './service-plan.module.css';

interface PlanItemRowProps {
  item: PlanItem;
  index: number;
  count: number;
  /** When the item starts, once the service is dated. */
  startsAt?: Date;
  reorder: Reorder;
  onEdit: () => void;
  onDelete: () => void;
}

/** One line of the order of service, with its handle, its Move buttons and its actions. */
export function PlanItemRow({ item, index, count, startsAt, reorder, onEdit, onDelete }: PlanItemRowProps) {
  const { t } = useTranslate();
  const key = String(item.id);
  const name = <span className="ui-visually-hidden"> {item.title}</span>;
  const classes = [
    styles.item,
    item.kind === 'header' ? styles.headerItem : '',
    reorder.dragging === index ? styles.dragging : '',
  ];
  return (
    <li className={classes.join(' ')} {...reorder.dropTargetProps(index)}>
      {/* Dragging is for the mouse; the Move buttons do the same from the keyboard. */}
      <span
        className={styles.handle}
        {...reorder.dragHandleProps(index)}
        aria-hidden="true"
        title={t('plans.items.drag')}
      >
        ⠿
      </span>
      <span className={styles.position} aria-hidden="true">
        {item.position}
      </span>
      <div className={styles.itemBody}>
        <p className={styles.itemTitle}>
          <span className={styles.kind}>{t(kindLabels[item.kind])}</span>
          <span className="ui-visually-hidden">: </span>
          <strong>{item.title}</strong>
        </p>
        <p className={styles.itemMeta}>
          {startsAt ? (
            <>
              <time className={styles.start} dateTime={startsAt.toISOString()}>
                {t('plans.items.startsAt', { time: formatTime(startsAt) })}
              </time>
              {' · '}
            </>
          ) : null}
          {formatPlanLength(item.lengthMinutes)}
          {item.kind === 'song' && item.songKey ? <> · {t('plans.items.keyOf', { key: item.songKey })}</> : null}
        </p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      <div className={styles.itemActions}>
        <Button
          variant="secondary"
          ref={reorder.moveButtonRef(key, 'up')}
          disabled={index === 0}
          onClick={() => reorder.moveBy(index, 'up')}
        >
          {t('plans.items.moveUp')}
          {name}
        </Button>
        <Button
          variant="secondary"
          ref={reorder.moveButtonRef(key, 'down')}
          disabled={index === count - 1}
          onClick={() => reorder.moveBy(index, 'down')}
        >
          {t('plans.items.moveDown')}
          {name}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          {t('plans.common.edit')}
          {name}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {t('plans.common.delete')}
          {name}
        </Button>
      </div>
    </li>
  );
}
