import type { ReactNode } from 'react';

/** A titled section of a page: its heading (`titleId`) names it for assistive technology. */
export function Section({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
