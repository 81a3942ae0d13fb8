import { formatCount } from '@/lib/count-badge';
import './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  /** Accessible text, e.g. "3 unread notifications"; without it the badge is read as the number. */
  label?: string;
  tone?: 'danger' | 'primary' | 'neutral';
}

/** A small count bubble; shows 99+ above 99 and nothing at 0. */
export function CountBadge({ count, label, tone = 'danger' }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={`ui-count-badge ui-count-badge--${tone}`} {...(label ? { role: 'img', 'aria-label': label } : {})}>
      {formatCount(count)}
    </span>
  );
}
