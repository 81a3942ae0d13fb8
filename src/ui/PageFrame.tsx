import type { ReactNode } from 'react';
import './PageFrame.css';

/** The frame every page sits in: a title row with optional actions, then the content. */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <header className="page-frame__header">
        <h1 id="page-title" className="page-frame__title">
          {title}
        </h1>
        {actions && <div className="page-frame__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
