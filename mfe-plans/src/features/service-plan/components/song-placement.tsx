import type { PlanItem } from '@church/contracts';
import { SelectField } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';

/** Where a song found by search goes: first, after an item (its id), or last. */
export type SongPlacement = 'start' | 'end' | number;

/** The 1-based position a new song takes; none for the end (or an item since deleted). */
export function placementPosition(placement: SongPlacement, items: readonly PlanItem[]): number | undefined {
  if (placement === 'start') return 1;
  if (placement === 'end') return undefined;
  const after = items.findIndex((item) => item.id === placement);
  return after === -1 ? undefined : after + 2;
}

interface SongPlacementFieldProps {
  items: readonly PlanItem[];
  /** The field's label: "Insert songs" beside the song search unless told. */
  label?: string;
  value: SongPlacement;
  onChange: (placement: SongPlacement) => void;
}

/**
 * Chooses where the next song picked from the search (or the item the Add item dialog adds)
 * goes in the order of service. A native select: the keyboard and screen readers know it, and
 * the choice stays in view of the search.
 */
export function SongPlacementField({ items, label, value, onChange }: SongPlacementFieldProps) {
  const { t } = useTranslate();
  // An item deleted meanwhile: its songs would go last, so say so.
  const shown = placementPosition(value, items) === undefined ? 'end' : String(value);
  return (
    <SelectField
      label={label ?? t('plans.items.insertSongs')}
      value={shown}
      onChange={(event) => {
        const chosen = event.target.value;
        onChange(chosen === 'start' || chosen === 'end' ? chosen : Number(chosen));
      }}
    >
      <option value="start">{t('plans.items.atStart')}</option>
      {items.map((item, index) => (
        <option key={item.id} value={String(item.id)}>
          {t('plans.items.afterItem', { position: index + 1, title: item.title })}
        </option>
      ))}
      <option value="end">{t('plans.items.atEnd')}</option>
    </SelectField>
  );
}
