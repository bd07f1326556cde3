import { useId } from 'react';
import { SaveGroupTypeSchema, type GroupType } from '@church/contracts';
import { Button, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSaveGroupType } from '../api/save-group-type';
import { ColorSwatches } from './color-swatches';
import list from '../../../components/admin-list.module.css';

interface GroupTypeDialogProps {
  /** The type to edit; none to add one. */
  groupType?: GroupType;
  onClose: () => void;
}

/** Name, description and a colour from the palette; a refused save keeps what was typed. */
export function GroupTypeDialog({ groupType, onClose }: GroupTypeDialogProps) {
  const { t } = useTranslate();
  const save = useSaveGroupType();
  const errorId = useId();
  const form = useValibotForm(SaveGroupTypeSchema, {
    name: groupType?.name ?? '',
    description: groupType?.description ?? '',
    colorTheme: groupType?.colorTheme,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: groupType?.id, ...values }).then(onClose, () => undefined);
  });
  return (
    <Modal
      title={groupType ? t('plans.common.editNamed', { name: groupType.name }) : t('plans.groupTypes.add')}
      onClose={onClose}
      wide
    >
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label={t('plans.common.name')} autoComplete="off" autoFocus />
        <FormTextArea form={form} name="description" label={t('plans.common.description')} rows={2} />
        <ColorSwatches
          registration={form.register('colorTheme')}
          error={form.formState.errors.colorTheme?.message}
          errorId={errorId}
        />
        <div className={list.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('plans.common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {groupType ? t('plans.common.save') : t('plans.common.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
