import type { ReactNode } from 'react';
import './categories.css';

/** The Home banner: what QueryHub is, with the page's main action beside it. */
export function HomeBanner({ action }: { action: ReactNode }) {
  return (
    <section className="banner" aria-labelledby="banner-title">
      <h1 id="banner-title" className="banner__title">
        QueryHub
      </h1>
      <p className="banner__text">A free forum for asking and solving queries.</p>
      <div className="banner__action">{action}</div>
    </section>
  );
}
