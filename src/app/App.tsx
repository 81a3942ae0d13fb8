import { lazy, Suspense, useEffect } from 'react';
import type { RuntimeConfig } from '@/lib/api-types';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { AppRouter, usePathname } from '@/ui/routing';
import { FullScreenLoader } from '@/ui/Spinner';
import { ToastHost } from '@/ui/ToastHost';
import { authState } from '@/features/auth/auth-state';
import { AuthScreen } from '@/features/auth/AuthScreen';

const GalleryPage = lazy(() => import('@/features/gallery/GalleryPage'));
/** Loaded once signed in (and preloaded while the sign-in page is idle). */
const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = lazy(loadSignedInApp);
const PRELOAD_AFTER_MS = 1500;

/** The kit gallery: development builds and test builds (VITE_ENABLE_GALLERY=1). */
const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_ENABLE_GALLERY === '1';

/** Once the sign-in page has shown, fetch the signed-in app in the background. */
function usePreloadSignedInApp(signedIn: boolean): void {
  useEffect(() => {
    if (signedIn) return;
    const timer = window.setTimeout(() => {
      loadSignedInApp().catch((error: unknown) => console.warn('Could not preload the signed-in app', error));
    }, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn]);
}

function Root({ config }: { config: RuntimeConfig }) {
  const auth = useStore(authState);
  const pathname = usePathname();
  usePreloadSignedInApp(auth.signedIn);
  if (galleryEnabled && pathname === links.gallery()) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <GalleryPage />
      </Suspense>
    );
  }
  if (!auth.signedIn || !auth.user) return <AuthScreen />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <SignedInApp config={config} account={auth.user} />
    </Suspense>
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
