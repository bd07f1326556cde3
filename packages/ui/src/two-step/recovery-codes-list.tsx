/** The ten recovery codes, shown once right after two-step sign-in is turned on. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div className="ui-two-step__recovery" role="group" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Save these somewhere safe, away from your phone. Each one signs you in once if you cannot use your authenticator
        app. They will not be shown again.
      </p>
      <ul className="ui-two-step__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
