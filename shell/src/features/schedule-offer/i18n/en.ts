// The page an e-mailed "Take this place" link opens: a place a teammate offered to the position (decision 0100).
export default {
  'shell.scheduleOffer.checking': 'Checking your link',
  'shell.scheduleOffer.heading': 'Take this place?',
  'shell.scheduleOffer.greeting': 'Hi {name},',
  'shell.scheduleOffer.what': '{name} cannot serve as {position} ({team}) for {plan}.',
  'shell.scheduleOffer.when': 'On {when}',
  'shell.scheduleOffer.firstServes': 'The first teammate to take the place serves, and the scheduler is told.',
  'shell.scheduleOffer.take': 'Take this place',
  'shell.scheduleOffer.taken': 'Thank you! The place is yours.',
  'shell.scheduleOffer.takenLead': 'You serve as {position} ({team}) for {plan} on {when}. The scheduler was told.',
  'shell.scheduleOffer.onMySchedule': 'It is on My Schedule in your account.',
  'shell.scheduleOffer.refusedHeading': 'You cannot take this place',
  'shell.scheduleOffer.refusedLead': 'The places still open to you are on My Schedule in your account.',
  'shell.scheduleOffer.failed': 'Failed to take the place. Please try again.',
  'shell.scheduleOffer.signIn': 'Sign in',
} satisfies Record<string, string>;
