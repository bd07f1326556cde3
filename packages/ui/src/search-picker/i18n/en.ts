// The search pickers' words in English (decision 0073-languages).
export default {
  'ui.picker.change': 'Change',
  'ui.picker.nothingMatches': 'Nothing matches “{search}”.',
  'ui.picker.results': '{label}: results',
  'ui.picker.findMember': 'Find a member',
  'ui.picker.memberPlaceholder': 'Name or e-mail',
  'ui.picker.membersFound': 'Members found',
  'ui.picker.noMemberMatches': 'No member matches “{search}”.',
  'ui.picker.fetchUsersFailed': 'Failed to fetch users',
} satisfies Record<string, string>;
