import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0-100; omit for an indeterminate bar. */
  value?: number | undefined;
  /** Accessible label (and visible when showLabel). */
  label: string;
  showLabel?: boolean;
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
}

export function ProgressBar({ value, label, showLabel = false, tone = 'primary' }: ProgressBarProps) {
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar
      className={`ui-progress ui-progress--${tone}`}
      aria-label={label}
      isIndeterminate={indeterminate}
      value={indeterminate ? 0 : Math.min(100, Math.max(0, value))}
    >
      {({ percentage, valueText }) => (
        <>
          {showLabel && (
            <span className="ui-progress__label">
              <span>{label}</span>
              {!indeterminate && <span>{valueText}</span>}
            </span>
          )}
          <span className="ui-progress__track">
            <span
              className={indeterminate ? 'ui-progress__fill ui-progress__fill--indeterminate' : 'ui-progress__fill'}
              style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
