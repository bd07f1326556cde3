import { useState } from 'react';
import * as v from 'valibot';
import { SaveGroupSchema, type Group } from '@church/contracts';
import { Button, FormSelect, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useGroupTypeOptions } from '../api/get-group-types';
import { useSaveGroup } from '../api/save-group';
import { LeaderPicker, type PickedLeader } from './leader-picker';
import list from '../../../components/admin-list.module.css';

// The leader is picked beside the form; the rest follows the contract.
const GroupFormSchema = v.omit(SaveGroupSchema, ['leaderId']);

interface GroupDialogProps {
  /** The group to edit; none to add one. */
  group?: Group;
  onClose: () => void;
}

/** Name, type, leader and description of a group; a refused save keeps what was typed. */
export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const save = useSaveGroup();
  const types = useGroupTypeOptions();
  const [leader, setLeader] = useState<PickedLeader | null>(group?.leader ?? null);
  const form = useValibotForm(GroupFormSchema, {
    name: group?.name ?? '',
    groupTypeId: group?.groupType.id,
    description: group?.description ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: group?.id, ...values, leaderId: leader?.id ?? null }).then(onClose, () => undefined);
  });
  const options = types.data?.entities ?? [];
  return (
    <Modal title={group ? `Edit “${group.name}”` : 'Add group'} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label="Name" autoComplete="off" autoFocus />
        <FormSelect
          form={form}
          name="groupTypeId"
          label="Type"
          rules={{ setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }}
          disabled={!types.data}
        >
          <option value="">
            {types.isError ? 'Failed to get group types!' : types.data ? 'Choose a type' : 'Loading…'}
          </option>
          {options.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </FormSelect>
        <LeaderPicker chosen={leader} onChoose={setLeader} />
        <FormTextArea form={form} name="description" label="Description" rows={3} />
        <div className={list.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {group ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
