import type { ReactNode } from 'react';

/** One titled part of /Admin: its heading (`titleId`) names the section. */
export function AdminSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
