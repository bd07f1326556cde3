/**
 * The colours a group type can take (its `colorTheme` is one of these keys). Each pairs a
 * light background with a dark text colour at a contrast of at least 4.5:1 (WCAG AA), so an
 * event's title stays readable on its group's colour; `border` marks the cell edge.
 */
export const groupColorThemes = {
  blue: { label: 'Blue', background: '#dbe8fb', text: '#123a73', border: '#5b8fd9' },
  green: { label: 'Green', background: '#d9f2e3', text: '#14532d', border: '#4fae74' },
  gold: { label: 'Gold', background: '#fbefd0', text: '#6b4a0b', border: '#d1a23c' },
  red: { label: 'Red', background: '#fadcdc', text: '#7a1b1b', border: '#d9605f' },
  purple: { label: 'Purple', background: '#ebe0fa', text: '#4a2380', border: '#9b74d6' },
  teal: { label: 'Teal', background: '#d5f1f1', text: '#0f4c4c', border: '#3fa7a7' },
  orange: { label: 'Orange', background: '#fde3cf', text: '#7a3410', border: '#e0814a' },
  gray: { label: 'Gray', background: '#e6e8ec', text: '#2b3240', border: '#8c94a3' },
} as const;

export type GroupColorTheme = keyof typeof groupColorThemes;

export const groupColorThemeKeys = Object.keys(groupColorThemes) as GroupColorTheme[];

/** Events without a group (or of a deleted one) use this. */
export const defaultGroupColorTheme: GroupColorTheme = 'gray';
