import type { ReactNode } from 'react';
import type { ToastColor } from './toast-store';
import './StatusPill.css';

/** A small coloured label for a state (synced, pending, failed…). */
export function StatusPill({ tone = 'neutral', children }: { tone?: ToastColor; children: ReactNode }) {
  return (
    <span className="ui-status-pill" data-tone={tone}>
      {children}
    </span>
  );
}
