import { Meter } from 'react-aria-components';
import { usageBarPercent, usageLevel } from '@/lib/usage-meter';
import './UsageMeter.css';

export interface UsageMeterProps {
  label: string;
  current: number;
  limit: number;
  description?: string;
  /** Text for the value, e.g. "7 / 10 staff"; defaults to "current / limit". */
  valueText?: string;
}

/** Usage meter (spec §9): success under 70%, warning to under 90%, danger at 90% or more; bar capped at 100%. */
export function UsageMeter({ label, current, limit, description, valueText }: UsageMeterProps) {
  const level = usageLevel(current, limit);
  const width = usageBarPercent(current, limit);
  const text = valueText ?? `${current} / ${limit}`;
  return (
    <Meter className={`ui-usage ui-usage--${level}`} value={width} valueLabel={text} aria-label={label} data-level={level}>
      <div className="ui-usage__header">
        <span className="ui-usage__label">{label}</span>
        <span className="ui-usage__value">{text}</span>
      </div>
      <span className="ui-usage__track">
        <span className="ui-usage__fill" style={{ width: `${width}%` }} />
      </span>
      {description && <span className="ui-usage__description">{description}</span>}
    </Meter>
  );
}
