import { formatPlanLength, type PlanItem } from '@church/contracts';
import { Button, type Reorder } from '@church/ui';
import { kindLabels } from './plan-item-form';
import styles from './service-plan.module.css';

interface PlanItemRowProps {
  item: PlanItem;
  index: number;
  count: number;
  reorder: Reorder;
  onEdit: () => void;
  onDelete: () => void;
}

/** One line of the order of service, with its handle, its Move buttons and its actions. */
export function PlanItemRow({ item, index, count, reorder, onEdit, onDelete }: PlanItemRowProps) {
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
      <span className={styles.handle} {...reorder.dragHandleProps(index)} aria-hidden="true" title="Drag to reorder">
        ⠿
      </span>
      <span className={styles.position} aria-hidden="true">
        {item.position}
      </span>
      <div className={styles.itemBody}>
        <p className={styles.itemTitle}>
          <span className={styles.kind}>{kindLabels[item.kind]}</span>
          <span className="ui-visually-hidden">: </span>
          <strong>{item.title}</strong>
        </p>
        <p className={styles.itemMeta}>
          {formatPlanLength(item.lengthMinutes)}
          {item.kind === 'song' && item.songKey ? <> · Key of {item.songKey}</> : null}
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
          Move up{name}
        </Button>
        <Button
          variant="secondary"
          ref={reorder.moveButtonRef(key, 'down')}
          disabled={index === count - 1}
          onClick={() => reorder.moveBy(index, 'down')}
        >
          Move down{name}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          Edit{name}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete{name}
        </Button>
      </div>
    </li>
  );
}
