import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { postRules } from '@church/contracts';
import { Button, FormTextArea, useReorder } from '@church/ui';
import { emptyItem, type PostFormInput, type PostFormValues } from '../post-form';
import { PictureField, type UploadProgress } from './picture-field';
import styles from './post-editor.module.css';
import { useTranslate } from '../../../i18n/catalogues';

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
  const { t } = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'postItems' });
  const pictures = useWatch({ control: form.control, name: 'postItems' });
  const reorder = useReorder({ keys: fields.map((field) => field.id), onMove: move });

  const addItem = () => {
    append(emptyItem(), { focusName: `postItems.${fields.length}.text` });
    reorder.announce(t('dashboard.posts.itemAdded', { number: fields.length + 1 }));
  };

  const removeItem = (index: number) => {
    remove(index);
    reorder.announce(t('dashboard.posts.itemRemoved', { number: index + 1 }));
  };

  return (
    <fieldset className={styles.items} disabled={disabled}>
      <legend>{t('dashboard.posts.items')}</legend>
      {fields.length === 0 ? <p className={styles.hint}>{t('dashboard.posts.noItems')}</p> : null}
      <ol className={styles.itemList}>
        {fields.map((field, index) => {
          const name = t('dashboard.posts.item', { number: index + 1 });
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
                  title={t('dashboard.posts.drag')}
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
                    {t('dashboard.posts.moveUp')}
                    <span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    ref={reorder.moveButtonRef(field.id, 'down')}
                    disabled={index === fields.length - 1}
                    onClick={() => reorder.moveBy(index, 'down')}
                  >
                    {t('dashboard.posts.moveDown')}
                    <span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                  <Button variant="danger" onClick={() => removeItem(index)}>
                    {t('dashboard.posts.remove')}
                    <span className="ui-visually-hidden"> {name.toLowerCase()}</span>
                  </Button>
                </div>
              </div>
              <FormTextArea
                form={form}
                name={`postItems.${index}.text`}
                label={t('dashboard.posts.textOf', { item: name.toLowerCase() })}
                rows={4}
                maxLength={postRules.textMax}
              />
              <PictureField
                label={t('dashboard.posts.pictureOf', { item: name.toLowerCase() })}
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
          {t('dashboard.posts.addItem')}
        </Button>
      ) : null}
    </fieldset>
  );
}
