import type { ReactNode } from 'react';

export interface SectionProps {
  /** The heading's id, which names the section for assistive technology. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A titled section of a page, named by its h2. */
export function Section({ titleId, title, children }: SectionProps) {
  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
