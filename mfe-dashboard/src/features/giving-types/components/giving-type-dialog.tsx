import { SaveGivingTypeSchema, type GivingType } from '@church/contracts';
import { Button, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useSaveGivingType } from '../api/save-giving-type';
import styles from './giving-types.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface GivingTypeDialogProps {
  /** The type to rename; none to add one. */
  givingType?: GivingType;
  onClose: () => void;
}

/** Adds a giving type or renames one; a refused name stays in the field. */
export function GivingTypeDialog({ givingType, onClose }: GivingTypeDialogProps) {
  const { t } = useTranslate();
  const save = useSaveGivingType();
  const form = useValibotForm(SaveGivingTypeSchema, { name: givingType?.name ?? '' });
  const submit = form.handleSubmit(async ({ name }) => {
    await save.mutateAsync({ id: givingType?.id, name }).then(onClose, () => undefined);
  });
  return (
    <Modal
      title={
        givingType ? t('dashboard.givingTypes.renameTitle', { name: givingType.name }) : t('dashboard.givingTypes.add')
      }
      onClose={onClose}
    >
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label={t('dashboard.givingTypes.name')} autoComplete="off" autoFocus />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dashboard.givingTypes.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(givingType ? 'dashboard.givingTypes.save' : 'dashboard.givingTypes.addSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
