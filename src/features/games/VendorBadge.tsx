import { Link } from 'react-router-dom';
import './VendorBadge.css';

/** The catalogue has no vendor logos, so a vendor shows as its initials in a badge. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

type VendorBadgeProps = { name: string } & (
  { to: string; pressed?: never; onSelect?: never } | { to?: never; pressed: boolean; onSelect: () => void }
);

/** A vendor: a link to its games, or a toggle in a vendor row (the active one in colour). */
export function VendorBadge({ name, to, pressed, onSelect }: VendorBadgeProps) {
  const content = (
    <>
      <span className="vendor__icon" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className="vendor__name">{name}</span>
    </>
  );
  if (to) {
    return (
      <Link className="vendor" to={to}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className="vendor" aria-pressed={pressed} onClick={onSelect}>
      {content}
    </button>
  );
}
