import { groupColorThemes, type GroupColorTheme } from '@church/contracts';
import styles from './theme-chip.module.css';

/** A name on its group type's colour (each pair keeps text readable: 4.5:1 or more). */
export function ThemeChip({ theme, children }: { theme: GroupColorTheme; children: string }) {
  const colors = groupColorThemes[theme];
  return (
    <span
      className={styles.chip}
      style={{ background: colors.background, color: colors.text, borderColor: colors.border }}
    >
      {children}
    </span>
  );
}
