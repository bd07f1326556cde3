import { SaveServiceTypeSchema, type ServiceTypeSummary } from '@church/contracts';
import { Button, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSaveServiceType } from '../api/save-service-type';
import styles from './service-types.module.css';

interface ServiceTypeDialogProps {
  /** The type to rename; none to add one. */
  serviceType?: ServiceTypeSummary;
  onClose: () => void;
}

/** Adds a service type or renames one; a refused name stays in the field. */
export function ServiceTypeDialog({ serviceType, onClose }: ServiceTypeDialogProps) {
  const { t } = useTranslate();
  const save = useSaveServiceType();
  const form = useValibotForm(SaveServiceTypeSchema, { name: serviceType?.name ?? '' });
  const submit = form.handleSubmit(async ({ name }) => {
    await save.mutateAsync({ id: serviceType?.id, name }).then(onClose, () => undefined);
  });
  return (
    <Modal
      title={
        serviceType ? t('plans.serviceTypes.renameTitle', { name: serviceType.name }) : t('plans.serviceTypes.new')
      }
      onClose={onClose}
    >
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label={t('plans.common.name')} autoComplete="off" autoFocus />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('plans.common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {serviceType ? t('plans.common.save') : t('plans.common.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
