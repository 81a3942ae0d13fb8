import type { ReactNode } from 'react';

/** A titled block of the gallery. Names are component names, shown as written in code. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="gallery__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gallery__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One component in one state. */
export function Specimen({ name, children, wide = false }: { name: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'gallery__specimen gallery__specimen--wide' : 'gallery__specimen'}>
      <h3 className="gallery__specimen-name">{name}</h3>
      <div className="gallery__specimen-body">{children}</div>
    </div>
  );
}

export function SpecimenGrid({ children }: { children: ReactNode }) {
  return <div className="gallery__grid">{children}</div>;
}
