import type { SectionProps } from '@/components/ui';

/** One titled part of /Admin, a Section in the admin page's own style. */
export function AdminSection({ titleId, title, children }: SectionProps) {
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
