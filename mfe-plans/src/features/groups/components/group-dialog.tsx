import { useState } from 'react';
import * as v from 'valibot';
import { groupMessages, SaveGroupSchema, type Group } from '@church/contracts';
import { Button, FormSelect, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
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
  const { t } = useTranslate();
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
    <Modal
      title={group ? t('plans.common.editNamed', { name: group.name }) : t('plans.groups.add')}
      onClose={onClose}
      wide
    >
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label={t('plans.common.name')} autoComplete="off" autoFocus />
        <FormSelect
          form={form}
          name="groupTypeId"
          label={t('plans.groups.type')}
          rules={{ setValueAs: (value: string) => (value === '' ? undefined : Number(value)) }}
          disabled={!types.data}
        >
          <option value="">
            {t(
              types.isError
                ? groupMessages.getGroupTypesFailed
                : types.data
                  ? 'plans.groups.chooseType'
                  : 'plans.groups.loading',
            )}
          </option>
          {options.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </FormSelect>
        <LeaderPicker chosen={leader} onChoose={setLeader} />
        <FormTextArea form={form} name="description" label={t('plans.common.description')} rows={3} />
        <div className={list.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('plans.common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {group ? t('plans.common.save') : t('plans.common.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
