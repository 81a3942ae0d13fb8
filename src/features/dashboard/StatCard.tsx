import { Skeleton } from '@/ui/Skeleton';

export function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="stat-card">
      <span className="stat-card__label">{label}</span>
      <span className="stat-card__value">{value === undefined ? <Skeleton width={48} height={28} /> : value.toLocaleString()}</span>
    </div>
  );
}
