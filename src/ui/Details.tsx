import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import './Details.css';

interface DetailRow {
  label: string;
  value: ReactNode;
  /** Text the row's copy button copies (an account number, an address, a reference). */
  copy?: string;
}

/** Labelled values (an order's, a withdrawal's), as a description list; a row with `copy` has a copy button. */
export function Details({ rows }: { rows: ReadonlyArray<DetailRow | false | null> }) {
  return (
    <dl className="details">
      {rows.map(
        (row) =>
          row && (
            <div key={row.label} className="details__row">
              <dt>{row.label}</dt>
              <dd>
                <span className="details__value">{row.value}</span>
                {row.copy !== undefined && <CopyButton text={row.copy} what={row.label} />}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
