import { toast } from '@church/http/toast';
import type { Member } from '@church/contracts';
import { Button, useConfirm } from '@church/ui';
import { useResetTwoStep } from '../api/reset-two-step';

/** An admin's way back in for a member who lost their phone and their recovery codes. */
export function ResetTwoStepButton({ member }: { member: Member }) {
  const reset = useResetTwoStep();
  const { confirm, dialog } = useConfirm();
  const name = `${member.firstName} ${member.lastName}`;

  const ask = () =>
    void confirm({
      title: `Reset two-step sign-in of ${name}?`,
      message: (
        <p>
          Their authenticator app, recovery codes and remembered devices stop working. They sign in with their password
          alone, or set up a new authenticator if the church requires one. Do this only after making sure the request
          really comes from {name}.
        </p>
      ),
      confirmLabel: 'Reset two-step sign-in',
      onConfirm: async () => {
        await reset.mutateAsync(member.id);
        toast.success(`Two-step sign-in of ${name} was reset`);
      },
    });

  return (
    <>
      <Button variant="link" onClick={ask} aria-label={`Reset two-step sign-in of ${name}`}>
        Reset two-step
      </Button>
      {dialog}
    </>
  );
}
