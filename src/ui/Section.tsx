import { useId, type ReactNode } from 'react';

/** A titled block of a page, a region named by its heading (home and lobby blocks). */
export function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
