import type { ReactNode } from 'react';
import './content.css';

/** The top of a page: its h1 title, which names the section (`titleId`), and what follows it. */
export function PageIntro({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-intro" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-intro__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
