// The page an e-mailed Accept or Decline link of a volunteer's schedule opens (decision 0073-languages).
export default {
  'shell.scheduleAnswer.checking': 'Checking your link',
  'shell.scheduleAnswer.greeting': 'Hi {name},',
  'shell.scheduleAnswer.acceptHeading': 'Accept this assignment?',
  'shell.scheduleAnswer.declineHeading': 'Decline this assignment?',
  'shell.scheduleAnswer.what': '{position} ({team}) for {plan}',
  'shell.scheduleAnswer.when': 'On {when}',
  'shell.scheduleAnswer.undated': 'The date is still to be set.',
  'shell.scheduleAnswer.reason': 'Reason (optional, the scheduler sees it)',
  'shell.scheduleAnswer.accept': 'Accept',
  'shell.scheduleAnswer.decline': 'Decline',
  'shell.scheduleAnswer.accepted': 'Thank you! You accepted.',
  'shell.scheduleAnswer.declined': 'You declined. Thank you for letting us know.',
  'shell.scheduleAnswer.changeLater': 'You can change your answer on My Schedule in your account.',
  'shell.scheduleAnswer.failedHeading': 'This link does not work',
  'shell.scheduleAnswer.failed': 'Failed to save your answer. Please try again.',
  'shell.scheduleAnswer.signIn': 'Sign in',
} satisfies Record<string, string>;
