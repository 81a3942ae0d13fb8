import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@/ui/theme.css';
import './app.css';
import { initI18n } from '@/i18n/i18n';
import { FullScreenLoader } from '@/ui/Spinner';
import { configureIdentity } from '@/features/auth/identity';
import { loadRuntimeConfig } from './runtime-config';
import { watchTheme } from './theme';
import { installErrorReporting } from './telemetry/error-reporter';
import { setTelemetryApi } from './telemetry/telemetry-context';
import { registerServiceWorker } from './service-worker';
import { App } from './App';
import { StartupError } from './StartupError';

watchTheme();
installErrorReporting();
registerServiceWorker();

/** Test builds only: `window.__bookit`, installed before the first render (its own chunk). */
const testHooks = import.meta.env.VITE_TEST_HOOKS === '1' || import.meta.env.VITE_ENABLE_GALLERY === '1' ? import('./test-hooks') : Promise.resolve();

const root = createRoot(document.getElementById('root') as HTMLElement);

async function boot(): Promise<void> {
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n(), testHooks]);
  configureIdentity(config);
  setTelemetryApi(config.apiBase);
  root.render(
    <StrictMode>
      <Suspense fallback={<FullScreenLoader />}>
        <App config={config} />
      </Suspense>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error('Start-up failed', error);
  root.render(<StartupError error={error} />);
});
