import { toast } from '@church/http/toast';
import type { Member } from '@church/contracts';
import { Button, useConfirm } from '@church/ui';
import { useResetTwoStep } from '../api/reset-two-step';
import { useTranslate } from '../../../i18n/catalogues';

/** An admin's way back in for a member who lost their phone and their recovery codes. */
export function ResetTwoStepButton({ member }: { member: Member }) {
  const { t } = useTranslate();
  const reset = useResetTwoStep();
  const { confirm, dialog } = useConfirm();
  const name = `${member.firstName} ${member.lastName}`;

  const ask = () =>
    void confirm({
      title: t('dashboard.members.resetTitle', { name }),
      message: <p>{t('dashboard.members.resetMessage', { name })}</p>,
      confirmLabel: t('dashboard.members.resetConfirm'),
      onConfirm: async () => {
        await reset.mutateAsync(member.id);
        toast.success(t('dashboard.members.resetDone', { name }));
      },
    });

  return (
    <>
      <Button variant="link" onClick={ask} aria-label={t('dashboard.members.resetOf', { name })}>
        {t('dashboard.members.reset')}
      </Button>
      {dialog}
    </>
  );
}
