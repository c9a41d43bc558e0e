import type { ReactNode } from 'react';
import { CopyButton } from '../../ui/CopyButton';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Text the row's copy button copies (an account number, an address, a reference). */
  copy?: string;
}

/** Labelled values of an order, as a description list; a row with `copy` has a copy button. */
export function Details({ rows }: { rows: ReadonlyArray<DetailRow | false | null> }) {
  return (
    <dl className="deposit__details">
      {rows.map(
        (row) =>
          row && (
            <div key={row.label} className="deposit__detail">
              <dt>{row.label}</dt>
              <dd>
                <span className="deposit__value">{row.value}</span>
                {row.copy !== undefined && <CopyButton text={row.copy} what={row.label} />}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
