import type { ReactNode } from 'react';
import './Timeline.css';

export interface TimelineItem {
  id: string;
  title: ReactNode;
  /** Already formatted time text (see formatDate). */
  time?: string;
  /** Machine-readable time for the <time> element. */
  dateTime?: string;
  description?: ReactNode;
  tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'danger';
}

/** A vertical list of events, newest wherever the caller puts it. */
export function Timeline({ label, items }: { label: string; items: readonly TimelineItem[] }) {
  return (
    <ol className="ui-timeline" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`ui-timeline__item ui-timeline__item--${item.tone ?? 'neutral'}`}>
          <span className="ui-timeline__dot" aria-hidden="true" />
          <div className="ui-timeline__content">
            <div className="ui-timeline__title">{item.title}</div>
            {item.time && (
              <time className="ui-timeline__time" {...(item.dateTime ? { dateTime: item.dateTime } : {})}>
                {item.time}
              </time>
            )}
            {item.description && <div className="ui-timeline__description">{item.description}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
