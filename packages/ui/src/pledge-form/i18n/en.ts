// The pledge form's words in English (decision 0090).
export default {
  'ui.pledge.amount': 'Amount of each gift ($)',
  'ui.pledge.frequency': 'How often',
  'ui.pledge.once': 'Once',
  'ui.pledge.weekly': 'Every week',
  'ui.pledge.everyTwoWeeks': 'Every two weeks',
  'ui.pledge.monthly': 'Every month',
  'ui.pledge.quarterly': 'Every three months',
  'ui.pledge.inAll': '{count, plural, one {# gift} other {# gifts}} of {amount}: {total} in all',
} satisfies Record<string, string>;
