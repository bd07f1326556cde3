import { useState } from 'react';
import type { Member } from '@church/contracts';
import { Button } from '@church/ui';
import { HouseholdDialog } from './household-dialog';
import { useTranslate } from '../../../i18n/catalogues';

/** Opens the member's household. */
export function HouseholdButton({ member }: { member: Member }) {
  const { t } = useTranslate();
  const [open, setOpen] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)} aria-label={t('dashboard.households.title', { name })}>
        {t('dashboard.households.open')}
      </Button>
      {open ? <HouseholdDialog member={member} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
