import { lazy, Suspense } from 'react';
import type { RuntimeConfig } from '@/lib/api-types';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { AppRouter, usePathname } from '@/ui/routing';
import { FullScreenLoader } from '@/ui/Spinner';
import { ToastHost } from '@/ui/ToastHost';
import { authState } from '@/features/auth/auth-state';
import { AuthScreen } from '@/features/auth/AuthScreen';
import { AccountGate } from './AccountGate';
import { AccountServices } from './AccountServices';
import { Shell } from './shell/Shell';
import { AppRoutes } from './routes';

const GalleryPage = lazy(() => import('@/features/gallery/GalleryPage'));

/** The kit gallery: development builds and test builds (VITE_ENABLE_GALLERY=1). */
const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_ENABLE_GALLERY === '1';

function Root({ config }: { config: RuntimeConfig }) {
  const auth = useStore(authState);
  const pathname = usePathname();
  if (galleryEnabled && pathname === links.gallery()) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <GalleryPage />
      </Suspense>
    );
  }
  if (!auth.signedIn || !auth.user) return <AuthScreen />;
  return (
    <AccountGate config={config} account={auth.user}>
      <AccountServices account={auth.user} />
      <Shell>
        <AppRoutes />
      </Shell>
    </AccountGate>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <AppRouter>
      <Root config={config} />
      <ToastHost />
    </AppRouter>
  );
}
