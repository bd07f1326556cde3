import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { postRules } from '@church/contracts';
import { Button, FormTextArea } from '@church/ui';
import { emptyItem, type PostFormInput, type PostFormValues } from '../post-form';
import { PictureField, type UploadProgress } from './picture-field';
import styles from './post-editor.module.css';

interface PostItemsFieldProps {
  form: UseFormReturn<PostFormInput, unknown, PostFormValues>;
  progressOf: (path: string) => UploadProgress | undefined;
  /** Called when a picture is chosen or removed, so an earlier upload failure is cleared. */
  onPictureChange: (path: string) => void;
  disabled: boolean;
}

type Direction = 'up' | 'down';

/**
 * The post's items in order: add, remove, and reorder by dragging (the handle) or by the Move
 * up / Move down buttons, which keep the focus on the moved item and announce where it went.
 */
export function PostItemsField({ form, progressOf, onPictureChange, disabled }: PostItemsFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'postItems' });
  const pictures = useWatch({ control: form.control, name: 'postItems' });
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const focusAfterMove = useRef<{ key: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // After a move the item's button is in a new place (or disabled at an end): focus follows it.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { key, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    const target = [direction, other]
      .map((side) => buttons.current.get(`${key}:${side}`))
      .find((button) => button && !button.disabled);
    target?.focus();
  });

  const moveItem = (from: number, to: number, direction?: Direction) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const key = fields[from]?.id;
    move(from, to);
    setAnnouncement(`Item ${from + 1} moved to position ${to + 1} of ${fields.length}`);
    if (key && direction) focusAfterMove.current = { key, direction };
  };

  const addItem = () => {
    append(emptyItem(), { focusName: `postItems.${fields.length}.text` });
    setAnnouncement(`Item ${fields.length + 1} added`);
  };

  const removeItem = (index: number) => {
    remove(index);
    setAnnouncement(`Item ${index + 1} removed`);
  };

  const bind = (key: string, side: Direction) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${key}:${side}`, button);
    else buttons.current.delete(`${key}:${side}`);
  };

  return (
    <fieldset className={styles.items} disabled={disabled}>
      <legend>Post items</legend>
      {fields.length === 0 ? <p className={styles.hint}>No items yet: add one for each section of the post.</p> : null}
      <ol className={styles.itemList}>
        {fields.map((field, index) => {
          const name = `Item ${index + 1}`;
          return (
            <li
              key={field.id}
              className={[styles.item, dragging === index ? styles.dragging : ''].join(' ')}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) moveItem(dragging, index);
                setDragging(null);
              }}
            >
              <div className={styles.itemHeader}>
                {/* Dragging is for the mouse; the buttons beside it do the same from the keyboard. */}
                <span
                  className={styles.handle}
                  draggable={!disabled}
                  aria-hidden="true"
                  title="Drag to reorder"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                >
                  ⠿
                </span>
                <h3>{name}</h3>
                <div className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    ref={bind(field.id, 'up')}
                    disabled={index === 0}
                    onClick={() => moveItem(index, index - 1, 'up')}
                  >
                    Move up<span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    ref={bind(field.id, 'down')}
                    disabled={index === fields.length - 1}
                    onClick={() => moveItem(index, index + 1, 'down')}
                  >
                    Move down<span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                  <Button variant="danger" onClick={() => removeItem(index)}>
                    Remove<span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                </div>
              </div>
              <FormTextArea
                form={form}
                name={`postItems.${index}.text`}
                label={`Text of ${name.toLowerCase()}`}
                rows={4}
                maxLength={postRules.textMax}
              />
              <PictureField
                label={`Picture of ${name.toLowerCase()}`}
                optional
                value={pictures?.[index]?.picture}
                onChange={(picture) => {
                  form.setValue(`postItems.${index}.picture`, picture, { shouldDirty: true });
                  onPictureChange(`postItems.${index}.picture`);
                }}
                progress={progressOf(`postItems.${index}.picture`)}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="ui-visually-hidden">
        {announcement}
      </p>
      {fields.length < postRules.itemsMax ? (
        <Button variant="secondary" onClick={addItem}>
          Add item
        </Button>
      ) : null}
    </fieldset>
  );
}
