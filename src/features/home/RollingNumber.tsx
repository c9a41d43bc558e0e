import './jackpot.css';

const DIGITS = Array.from({ length: 10 }, (_, digit) => <span key={digit}>{digit}</span>);

/**
 * A number whose digits roll to their new value (SPEC §2 "animated digits"): each digit is a
 * column of 0 to 9 moved to the digit shown, so a change slides instead of jumping (not at all
 * under prefers-reduced-motion). Assistive technology reads the text once, not the columns.
 */
export function RollingNumber({ text }: { text: string }) {
  const chars = [...text];
  return (
    <>
      <span className="visually-hidden">{text}</span>
      <span className="rolling" aria-hidden="true">
        {chars.map((char, i) => {
          // Keyed from the right, so a digit keeps its column when the number gains one.
          const key = chars.length - i;
          return /\d/.test(char) ? (
            <span key={key} className="rolling__digit">
              <span className="rolling__strip" style={{ transform: `translateY(-${Number(char) * 10}%)` }}>
                {DIGITS}
              </span>
            </span>
          ) : (
            <span key={key}>{char}</span>
          );
        })}
      </span>
    </>
  );
}
