import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { postRules } from '@church/contracts';
import { Button, FormTextArea, useReorder } from '@church/ui';
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

/**
 * The post's items in order: add, remove, and reorder by dragging (the handle) or by the Move
 * up / Move down buttons, which keep the focus on the moved item and announce where it went
 * (the kit's `useReorder`).
 */
export function PostItemsField({ form, progressOf, onPictureChange, disabled }: PostItemsFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'postItems' });
  const pictures = useWatch({ control: form.control, name: 'postItems' });
  const reorder = useReorder({ keys: fields.map((field) => field.id), onMove: move });

  const addItem = () => {
    append(emptyItem(), { focusName: `postItems.${fields.length}.text` });
    reorder.announce(`Item ${fields.length + 1} added`);
  };

  const removeItem = (index: number) => {
    remove(index);
    reorder.announce(`Item ${index + 1} removed`);
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
              className={[styles.item, reorder.dragging === index ? styles.dragging : ''].join(' ')}
              {...reorder.dropTargetProps(index)}
            >
              <div className={styles.itemHeader}>
                {/* Dragging is for the mouse; the buttons beside it do the same from the keyboard. */}
                <span
                  className={styles.handle}
                  {...reorder.dragHandleProps(index)}
                  draggable={!disabled}
                  aria-hidden="true"
                  title="Drag to reorder"
                >
                  ⠿
                </span>
                <h3>{name}</h3>
                <div className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    ref={reorder.moveButtonRef(field.id, 'up')}
                    disabled={index === 0}
                    onClick={() => reorder.moveBy(index, 'up')}
                  >
                    Move up<span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    ref={reorder.moveButtonRef(field.id, 'down')}
                    disabled={index === fields.length - 1}
                    onClick={() => reorder.moveBy(index, 'down')}
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
        {reorder.announcement}
      </p>
      {fields.length < postRules.itemsMax ? (
        <Button variant="secondary" onClick={addItem}>
          Add item
        </Button>
      ) : null}
    </fieldset>
  );
}
