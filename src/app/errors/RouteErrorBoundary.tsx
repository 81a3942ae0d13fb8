import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isDynamicImportFailure, takeReloadAttempt } from '@/lib/stale-code';
import { reportError } from '../telemetry/error-reporter';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** The route this boundary guards; its error view links back to it. */
  path: string;
  children: ReactNode;
}

/**
 * One per route: a screen that throws shows the error screen instead of blanking the app. A failed
 * dynamic import (stale code after a deploy) reloads the page, at most 3 times per tab.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isDynamicImportFailure(error) && navigator.onLine && takeReloadAttempt(sessionStorage)) {
      window.location.reload();
      return;
    }
    void reportError(error, `Route ${this.props.path} failed: ${(info.componentStack ?? '').slice(0, 500)}`);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorScreen error={this.state.error} path={this.props.path} onRetry={() => this.setState({ error: null, hasError: false })} />;
    }
    return this.props.children;
  }
}
