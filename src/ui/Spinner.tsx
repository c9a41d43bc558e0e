import './Spinner.css';

/** A labelled busy indicator; the label is visible in the overlay, spoken only elsewhere. */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div className="spinner" role="progressbar" aria-label={label}>
      <span className="spinner__wheel" aria-hidden="true" />
      {showLabel && <span className="spinner__label">{label}</span>}
    </div>
  );
}
