// Two-step sign-in's words in English (decision 0073-languages).
export default {
  'ui.twoStep.scanIntro':
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  'ui.twoStep.qrAlt': 'QR code for your authenticator app',
  'ui.twoStep.cantScan': "Can't scan it? Enter this key in the app instead:",
  'ui.twoStep.setupKey': 'Setup key',
  'ui.twoStep.formLabel': 'Set up two-step sign-in',
  'ui.twoStep.code': 'Code',
  'ui.twoStep.cancel': 'Cancel',
  'ui.twoStep.recoveryHeading': 'Your recovery codes',
  'ui.twoStep.recoveryIntro':
    'Save these somewhere safe, away from your phone. Each one signs you in once if you cannot use your authenticator app. They will not be shown again.',
  'ui.twoStep.recoveryCodes': 'Recovery codes',
  'ui.twoStep.rememberDevice': 'Remember this device for 30 days',
  'ui.twoStep.on': 'Two-step sign-in is on.',
} satisfies Record<string, string>;
