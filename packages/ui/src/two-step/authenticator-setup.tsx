import type { TwoStepSetup } from '@church/contracts';

/** The key in groups of four, as people copy it into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Step one of setting up two-step sign-in: the QR code to scan, and its key as text for typing in. */
export function AuthenticatorSetup({ setup }: { setup: TwoStepSetup }) {
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <div className="ui-two-step__setup">
      <p>
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
        1Password), then enter the 6-digit code it shows.
      </p>
      <img className="ui-two-step__qr" src={qrCode} alt="QR code for your authenticator app" width={180} height={180} />
      <p>
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <code className="ui-two-step__secret" aria-label="Setup key">
          {grouped(setup.secret)}
        </code>
      </p>
    </div>
  );
}
