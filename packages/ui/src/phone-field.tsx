import { useId, useState } from 'react';
import { useTranslate } from './form/person-fields/i18n/catalogues';
import { translateMessage } from './i18n/contracts-messages';

const countries = [
  { code: 'US', dial: '1', name: 'United States' },
  { code: 'CA', dial: '1', name: 'Canada' },
  { code: 'MX', dial: '52', name: 'Mexico' },
  { code: 'GB', dial: '44', name: 'United Kingdom' },
] as const;
type CountryCode = (typeof countries)[number]['code'];

interface PhoneFieldProps {
  label: string;
  /** E.164, e.g. '+13165550100'; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** A phone number with its country (the saved number's, else United States), kept in E.164. */
export function PhoneField({ label, value, onChange, onBlur, error }: PhoneFieldProps) {
  const { t } = useTranslate();
  const id = useId();
  const [countryCode, setCountryCode] = useState<CountryCode>(
    () => countries.find((entry) => value.startsWith(`+${entry.dial}`))?.code ?? 'US',
  );
  const country = countries.find((entry) => entry.code === countryCode) ?? countries[0];
  const national = value.startsWith(`+${country.dial}`) ? value.slice(country.dial.length + 1) : '';

  const update = (dial: string, digits: string) => onChange(digits ? `+${dial}${digits}` : '');

  return (
    <div className="ui-field">
      <label htmlFor={`${id}-number`}>{label}</label>
      {/* minWidth: the row may shrink below the number input's own width (a 390 px phone). */}
      <div style={{ display: 'flex', gap: '0.5rem', minWidth: 0 }}>
        <select
          aria-label={t('ui.person.country')}
          value={countryCode}
          onChange={(event) => {
            const next = countries.find((entry) => entry.code === event.target.value) ?? countries[0];
            setCountryCode(next.code);
            update(next.dial, national);
          }}
          style={{ flex: '0 0 auto' }}
        >
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.code} +{entry.dial}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={national}
          onChange={(event) => update(country.dial, event.target.value.replace(/\D/g, '').slice(0, 14))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ flex: 1, minWidth: 0 }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
