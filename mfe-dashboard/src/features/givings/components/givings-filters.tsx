import { Button, SelectField, TextField } from '@church/ui';
import { useGivingTypes } from '../api/get-giving-types';
import type { GivingsFilter } from '../hooks/use-givings-filter';
import styles from './givings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface GivingsFiltersProps {
  filter: GivingsFilter;
  onChange: (filter: GivingsFilter) => void;
}

const orUndefined = (value: string) => value || undefined;

/** Which gifts to list: paid from and to a day (both included), and of one giving type. */
export function GivingsFilters({ filter, onChange }: GivingsFiltersProps) {
  const { t } = useTranslate();
  const types = useGivingTypes();
  const options = types.data ?? [];
  // A type from the URL that is not (yet) in the list still shows as chosen.
  const known = filter.givingTypeId === undefined || options.some((type) => type.id === filter.givingTypeId);
  const filtered = filter.from !== undefined || filter.to !== undefined || filter.givingTypeId !== undefined;
  return (
    <div className={styles.filters} role="group" aria-label={t('dashboard.givings.filter')}>
      <TextField
        label={t('dashboard.givings.from')}
        type="date"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => onChange({ ...filter, from: orUndefined(event.target.value) })}
      />
      <TextField
        label={t('dashboard.givings.to')}
        type="date"
        value={filter.to ?? ''}
        min={filter.from}
        onChange={(event) => onChange({ ...filter, to: orUndefined(event.target.value) })}
      />
      <SelectField
        label={t('dashboard.givings.givingType')}
        value={filter.givingTypeId?.toString() ?? ''}
        onChange={(event) =>
          onChange({ ...filter, givingTypeId: event.target.value ? Number(event.target.value) : undefined })
        }
        error={types.isError ? t('dashboard.givingTypes.failed') : undefined}
      >
        <option value="">{t('dashboard.givings.allTypes')}</option>
        {known ? null : (
          <option value={filter.givingTypeId}>{t('dashboard.givings.typeNumber', { id: filter.givingTypeId })}</option>
        )}
        {options.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
      {filtered ? (
        <Button variant="secondary" onClick={() => onChange({})}>
          {t('dashboard.givings.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
