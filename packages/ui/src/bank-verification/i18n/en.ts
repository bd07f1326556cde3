// Bank accounts waiting for micro-deposits, in English (decision 0109).
export default {
  'ui.bankVerify.giftsTitle': 'Gifts waiting for your bank account',
  'ui.bankVerify.accountsTitle': 'Bank accounts waiting for verification',
  'ui.bankVerify.gift': '{amount} to {givingType} of {date}, from {account}',
  'ui.bankVerify.giftNoType': '{amount} of {date}, from {account}',
  'ui.bankVerify.account': '{account}, added on {date}',
  'ui.bankVerify.anAccount': 'your bank account',
  'ui.bankVerify.explainAmounts':
    'Stripe sent two small deposits to this account. When they arrive (1-2 business days), enter their amounts to verify it.',
  'ui.bankVerify.explainCode':
    'Stripe sent one small deposit to this account. When it arrives (1-2 business days), enter the code from its description to verify it.',
  'ui.bankVerify.arrival': 'Expected by {date}.',
  'ui.bankVerify.verify': 'Verify bank account',
  'ui.bankVerify.verifyNamed': 'Verify bank account: {item}',
  'ui.bankVerify.dialogTitle': 'Verify bank account',
  'ui.bankVerify.askAmounts':
    'Find the two deposits from Stripe on your bank statement (described as ACCTVERIFY) and enter each amount in cents: $0.32 is 32.',
  'ui.bankVerify.askCode':
    'Find the $0.01 deposit from Stripe on your bank statement and enter the 6-character code at the start of its description (it starts with SM).',
  'ui.bankVerify.first': 'First deposit (cents)',
  'ui.bankVerify.second': 'Second deposit (cents)',
  'ui.bankVerify.code': 'Code from the deposit',
  'ui.bankVerify.cancel': 'Cancel',
  'ui.bankVerify.submit': 'Verify',
  'ui.bankVerify.verifiedGift':
    'Bank account verified: your gift is on its way and shows as Pending until the bank settles it.',
  'ui.bankVerify.verifiedAccount': 'Bank account verified and saved.',
  'ui.bankVerify.failed': 'The bank account could not be verified. Please check your connection and try again.',
  'ui.bankVerify.loadFailed': 'Bank accounts waiting for verification could not be loaded.',
} satisfies Record<string, string>;
