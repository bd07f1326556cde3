export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ui-spinner-wrap" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}

/** The full-screen 'Loading...' overlay the spec uses while a modal or a page is on its way. */
export function FullScreenSpinner() {
  return (
    <div className="ui-fullscreen-spinner" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
