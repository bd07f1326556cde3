import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { planItemKinds, servicePlanRules, songKeys, type PlanItem } from '@church/contracts';
import { Button, FormSelect, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useCreatePlanItem } from '../api/create-plan-item';
import { useUpdatePlanItem } from '../api/update-plan-item';
import { useTranslate } from '../../../i18n/catalogues';
import { emptyPlanItemForm, kindLabels, PlanItemFormSchema, planItemToForm } from './plan-item-form';
import { placementPosition, SongPlacementField, type SongPlacement } from './song-placement';
import styles from './service-plan.module.css';

interface PlanItemDialogProps {
  serviceTypeId: number;
  /** The item to change; none to add one where the planner chooses (at the end unless told). */
  item?: PlanItem;
  /** The order of service as it is, to choose where a new item goes. */
  items: readonly PlanItem[];
  onClose: () => void;
}

/** Adds an item to the order of service or changes one; a refused save keeps what was typed. */
export function PlanItemDialog({ serviceTypeId, item, items, onClose }: PlanItemDialogProps) {
  const { t } = useTranslate();
  const create = useCreatePlanItem(serviceTypeId);
  const update = useUpdatePlanItem(serviceTypeId);
  const form = useValibotForm(PlanItemFormSchema, item ? planItemToForm(item) : emptyPlanItemForm);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [placement, setPlacement] = useState<SongPlacement>('end');

  const submit = form.handleSubmit(async (values) => {
    // A song found by search keeps its link to the catalogue while it stays a song.
    const songId = values.kind === 'song' ? (item?.songId ?? null) : null;
    const saving = item
      ? update.mutateAsync({ id: item.id, item: { ...values, songId } })
      : create.mutateAsync({ ...values, position: placementPosition(placement, items) });
    await saving.then(onClose, () => undefined);
  });

  return (
    <Modal title={item ? t('plans.common.editNamed', { name: item.title }) : t('plans.items.add')} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormSelect form={form} name="kind" label={t('plans.items.kind')}>
          {planItemKinds.map((value) => (
            <option key={value} value={value}>
              {t(kindLabels[value])}
            </option>
          ))}
        </FormSelect>
        <FormTextField
          form={form}
          name="title"
          label={t('plans.common.title')}
          autoComplete="off"
          maxLength={servicePlanRules.titleMax}
          autoFocus
        />
        <div className={styles.formRow}>
          <FormTextField
            form={form}
            name="lengthMinutes"
            label={t('plans.items.lengthMinutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={servicePlanRules.lengthMax}
            step={1}
          />
          {kind === 'song' ? (
            <FormSelect form={form} name="songKey" label={t('plans.items.key')}>
              <option value="">{t('plans.items.keyNotSet')}</option>
              {songKeys.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </FormSelect>
          ) : null}
        </div>
        {item || items.length === 0 ? null : (
          <SongPlacementField
            items={items}
            label={t('plans.items.insertItem')}
            value={placement}
            onChange={setPlacement}
          />
        )}
        <FormTextArea
          form={form}
          name="description"
          label={t('plans.items.descriptionOptional')}
          rows={3}
          maxLength={servicePlanRules.descriptionMax}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('plans.common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {item ? t('plans.common.save') : t('plans.common.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
