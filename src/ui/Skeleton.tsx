import './Skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
}

/** A shimmering placeholder block. Decorative: wrap groups in an element with a loading label. */
export function Skeleton({ width = '100%', height = 14, shape = 'text' }: SkeletonProps) {
  return <span className={`ui-skeleton ui-skeleton--${shape}`} style={{ width, height }} aria-hidden="true" />;
}

export const SKELETON_ROW_COUNT = 6;

/** A row placeholder: avatar, two lines. */
export function SkeletonRow() {
  return (
    <div className="ui-skeleton-row" aria-hidden="true">
      <Skeleton shape="circle" width={36} height={36} />
      <div className="ui-skeleton-row__lines">
        <Skeleton width="55%" />
        <Skeleton width="35%" height={12} />
      </div>
    </div>
  );
}
