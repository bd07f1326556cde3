/** Groups and group types; a type's change also shows in the groups listing it. */
export const groupsKeys = {
  all: ['groups'] as const,
  page: (page: number, search: string) => [...groupsKeys.all, 'page', page, search] as const,
  types: ['group-types'] as const,
  typesPage: (page: number) => [...groupsKeys.types, 'page', page] as const,
  typeOptions: () => [...groupsKeys.types, 'options'] as const,
};

/**
 * Prefixes of other features' lists that show a group or its colour: the Events page's events,
 * templates and group search (features/events) and the master calendar. Features do not import
 * each other, so they are named here.
 */
export const showsGroups = [['events-admin'], ['event-templates'], ['calendar']] as const;
