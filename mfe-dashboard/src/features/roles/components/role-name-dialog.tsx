import { CreateRoleSchema } from '@church/contracts';
import { Button, FormTextField, Modal, useValibotForm } from '@church/ui';
import styles from './roles.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface RoleNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Rejects when the server refused (its message is toasted): the dialog stays with the name typed. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The name of a new or renamed role, checked by the rules the server applies. */
export function RoleNameDialog({ title, submitLabel, initialName = '', onSubmit, onClose }: RoleNameDialogProps) {
  const { t } = useTranslate();
  const form = useValibotForm(CreateRoleSchema, { name: initialName });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // Toasted by the shared client; what was typed stays for another try.
    }
  });

  return (
    <Modal title={title} onClose={onClose}>
      <form className="ui-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField form={form} name="name" label={t('dashboard.roles.name')} autoComplete="off" autoFocus />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dashboard.roles.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
