import { useEffect } from 'react';
import { setOnlineTokenGetter } from '@/data/online';
import { getIdToken, type Account } from '@/features/auth/identity';
import { startClickstream } from './telemetry/clickstream';
import { flushPendingErrorReports } from './telemetry/error-reporter';
import { setTelemetryAccount } from './telemetry/telemetry-context';
import { schedulePreloads } from './preload';

const token = () => getIdToken();

/** What runs for the signed-in account beside the screens: telemetry, online calls, image uploads, preloading. */
export function AccountServices({ account }: { account: Account }) {
  const { userId, businessId, email } = account;
  useEffect(() => {
    setTelemetryAccount({ userId, businessId, email }, token);
    setOnlineTokenGetter(token);
    const stopClickstream = startClickstream();
    void flushPendingErrorReports();
    return () => {
      stopClickstream();
      setTelemetryAccount(null, null);
      setOnlineTokenGetter(null);
    };
  }, [userId, businessId, email]);
  // Images chosen offline (or before a reload) go up now, and whenever the connection returns.
  // The upload queue (and the mutations it ends with) loads here, not with the shell.
  useEffect(() => {
    const send = () => {
      import('@/data/uploads').then((m) => m.runUploads()).catch((error: unknown) => console.error('Waiting image uploads could not run', error));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId, businessId]);
  useEffect(() => schedulePreloads(), []);
  return null;
}
