import { groupColorThemeKeys, groupColorThemes } from '@church/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslate } from '../../../i18n/catalogues';
import list from '../../../components/admin-list.module.css';
import styles from './groups.module.css';

interface ColorSwatchesProps {
  registration: UseFormRegisterReturn;
  error?: string;
  errorId: string;
}

/**
 * The palette as radio buttons (arrow keys move between them): each shows its name on its own
 * background in its own text colour, the way an event of that type reads on the calendar.
 */
export function ColorSwatches({ registration, error, errorId }: ColorSwatchesProps) {
  const { t } = useTranslate();
  return (
    <fieldset className={list.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{t('plans.groupTypes.colour')}</legend>
      <div className={styles.swatches}>
        {groupColorThemeKeys.map((key) => {
          const theme = groupColorThemes[key];
          return (
            <label
              key={key}
              className={styles.swatch}
              style={{ background: theme.background, color: theme.text, borderColor: theme.border }}
            >
              <input type="radio" value={key} {...registration} />
              <span className={styles.sample}>{t(`plans.colour.${key}`)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
