/** A form's error, read out by screen readers as it appears. */
export function FormAlert({ error }: { error: string | null }) {
  return error ? (
    <p className="ops-error" role="alert">
      {error}
    </p>
  ) : null;
}
