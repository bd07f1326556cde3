import { SelectField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useReplacements } from '../api/get-replacements';

/** The choice that offers the place to every eligible teammate instead of one (never a user id). */
export const EVERYONE_IN_POSITION = 'everyone';

/**
 * While declining: a teammate to ask to take the member's place (only those the server finds
 * free: in the position, not blocked, not serving then), or, on a dated service, all of them by
 * e-mail. Nothing drawn when nobody is free.
 */
export function ReplacementField({
  assignmentId,
  value,
  onChange,
  canOffer,
}: {
  assignmentId: number;
  value: string;
  onChange: (userId: string) => void;
  /** The service is dated: its place can be offered to the whole position. */
  canOffer: boolean;
}) {
  const { t } = useTranslate();
  const teammates = useReplacements(assignmentId);
  if (!teammates.data?.length) return null;
  return (
    <SelectField
      label={t('account.schedule.replacementLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('account.schedule.noReplacement')}</option>
      {canOffer ? <option value={EVERYONE_IN_POSITION}>{t('account.schedule.offerToPosition')}</option> : null}
      {teammates.data.map((teammate) => (
        <option key={teammate.id} value={teammate.id}>
          {teammate.firstName} {teammate.lastName}
        </option>
      ))}
    </SelectField>
  );
}
