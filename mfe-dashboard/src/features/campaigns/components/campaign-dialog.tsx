import { SaveCampaignSchema, givingLimits, type Campaign } from '@church/contracts';
import { Button, FormSelect, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import { useGivingTypes } from '../api/get-giving-types';
import { useSaveCampaign } from '../api/save-campaign';
import styles from './campaigns.module.css';
import { useTranslate } from '../../../i18n/catalogues';

const optionalId = (value: string) => (value === '' ? undefined : Number(value));

interface CampaignDialogProps {
  /** The campaign to change; none to add one. */
  campaign?: Campaign;
  onClose: () => void;
}

/**
 * Adds or changes a campaign: its name and words for its page, the goal, its first and last day,
 * the giving type whose gifts count, and whether its page shows the total. The contract's rules
 * are the server's; a refused entry stays in the form.
 */
export function CampaignDialog({ campaign, onClose }: CampaignDialogProps) {
  const { t } = useTranslate();
  const types = useGivingTypes();
  const save = useSaveCampaign();
  const form = useValibotForm(SaveCampaignSchema, {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    goal: campaign?.goal,
    startsOn: campaign?.startsOn ?? '',
    endsOn: campaign?.endsOn ?? '',
    givingTypeId: campaign?.givingTypeId,
    showTotal: campaign?.showTotal ?? false,
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: campaign?.id, campaign: values }).then(onClose, () => undefined);
  });
  return (
    <Modal
      title={campaign ? t('dashboard.campaigns.editTitle', { name: campaign.name }) : t('dashboard.campaigns.add')}
      onClose={onClose}
      wide
    >
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="name" label={t('dashboard.campaigns.name')} autoComplete="off" autoFocus />
        <FormTextArea form={form} name="description" label={t('dashboard.campaigns.description')} rows={3} />
        <div className="ui-form__row">
          <FormTextField
            form={form}
            name="goal"
            label={t('dashboard.campaigns.goal')}
            type="number"
            inputMode="decimal"
            step={givingLimits.step}
            min={1}
            rules={{ valueAsNumber: true }}
          />
          <FormSelect
            form={form}
            name="givingTypeId"
            label={t('dashboard.campaigns.givingType')}
            rules={{ setValueAs: optionalId }}
          >
            <option value="">{t('dashboard.campaigns.chooseType')}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </FormSelect>
        </div>
        <div className="ui-form__row">
          <FormTextField form={form} name="startsOn" label={t('dashboard.campaigns.startsOn')} type="date" />
          <FormTextField form={form} name="endsOn" label={t('dashboard.campaigns.endsOn')} type="date" />
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('showTotal')} />
          {t('dashboard.campaigns.showTotal')}
        </label>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dashboard.campaigns.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(campaign ? 'dashboard.campaigns.save' : 'dashboard.campaigns.addSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
