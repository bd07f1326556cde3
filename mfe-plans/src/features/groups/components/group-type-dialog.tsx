import { useId } from 'react';
import { SaveGroupTypeSchema, type GroupType } from '@church/contracts';
import { Button, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
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
    <Modal title={groupType ? `Edit “${groupType.name}”` : 'Add group type'} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label="Name" autoComplete="off" autoFocus />
        <FormTextArea form={form} name="description" label="Description" rows={2} />
        <ColorSwatches
          registration={form.register('colorTheme')}
          error={form.formState.errors.colorTheme?.message}
          errorId={errorId}
        />
        <div className={list.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {groupType ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
