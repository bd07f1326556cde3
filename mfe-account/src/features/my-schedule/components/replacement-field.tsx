import { SelectField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useReplacements } from '../api/get-replacements';

/**
 * While declining: a teammate to ask to take the member's place (only those the server finds
 * free: in the position, not blocked, not serving then). Nothing drawn when nobody is.
 */
export function ReplacementField({
  assignmentId,
  value,
  onChange,
}: {
  assignmentId: number;
  value: string;
  onChange: (userId: string) => void;
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
      {teammates.data.map((teammate) => (
        <option key={teammate.id} value={teammate.id}>
          {teammate.firstName} {teammate.lastName}
        </option>
      ))}
    </SelectField>
  );
}
