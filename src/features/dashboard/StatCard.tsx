import type { ReactNode } from 'react';
import { Link } from '@/ui/routing';
import { Skeleton } from '@/ui/Skeleton';

/** One dashboard figure; with `href`, the whole tile links to the report or screen behind it. */
export function StatCard({ label, value, hint, href }: { label: string; value: ReactNode | undefined; hint?: ReactNode; href?: string }) {
  const body = (
    <>
      <span className="stat-card__label">{label}</span>
      <span className="stat-card__value">{value === undefined ? <Skeleton width={48} height={28} /> : typeof value === 'number' ? value.toLocaleString() : value}</span>
      {hint !== undefined && <span className="stat-card__hint">{hint}</span>}
    </>
  );
  return href === undefined ? (
    <div className="stat-card">{body}</div>
  ) : (
    <Link href={href} className="stat-card stat-card--link">
      {body}
    </Link>
  );
}
