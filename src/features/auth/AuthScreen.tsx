import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignFromUrl, rememberCampaign } from '@/lib/auth/campaign';
import type { AuthView } from '@/lib/auth/auth-view';
import { Tabs } from '@/ui/Tabs';
import { useNavigate } from '@/ui/routing';
import { authState, markSignedIn } from './auth-state';
import { authFlow } from './flow-state';
import { authFeatures, currentAccount } from './identity';
import { LanguagePicker } from './LanguagePicker';
import { LogoLoader } from './LogoLoader';
import { useAuthView } from './useAuthView';
import { SignInView } from './views/SignInView';
import './AuthScreen.css';

// Only sign-in is on the first load; the other views (sign-up's phone field, join, resets) load
// when opened (issue 22 §1).
const SignUpView = lazy(() => import('./views/SignUpView').then((m) => ({ default: m.SignUpView })));
const ForgetPasswordView = lazy(() => import('./views/ForgetPasswordView').then((m) => ({ default: m.ForgetPasswordView })));
const ConfirmPasswordResetView = lazy(() => import('./views/ConfirmPasswordResetView').then((m) => ({ default: m.ConfirmPasswordResetView })));
const OtpView = lazy(() => import('./views/OtpView').then((m) => ({ default: m.OtpView })));
const JoinView = lazy(() => import('./views/JoinView').then((m) => ({ default: m.JoinView })));
const ConfirmEmailView = lazy(() => import('./views/ConfirmEmailView').then((m) => ({ default: m.ConfirmEmailView })));
const NewPasswordView = lazy(() => import('./views/NewPasswordView').then((m) => ({ default: m.NewPasswordView })));

function viewContent(view: AuthView): ReactNode {
  switch (view) {
    case 'sign-in':
      return <SignInView />;
    case 'sign-up':
      return <SignUpView />;
    case 'forget-password':
      return <ForgetPasswordView />;
    case 'confirm-password-reset':
      return <ConfirmPasswordResetView />;
    case 'otp':
      return <OtpView />;
    case 'join':
      return <JoinView />;
    case 'join-confirm-email':
      return <ConfirmEmailView key="join" kind="join" />;
    case 'signup-confirm-email':
      return <ConfirmEmailView key="signup" kind="signup" />;
    case 'sign-in-confirm-password-reset':
      return <NewPasswordView />;
  }
}

/** Picks up a session the identity service still holds (a reload right after signing in). */
function useRestoredSession(): boolean {
  const [restoring, setRestoring] = useState(true);
  useEffect(() => {
    let current = true;
    currentAccount()
      .then((account) => {
        if (current && account) markSignedIn(account);
      })
      .catch((error: unknown) => console.info('No identity session to restore', error))
      .finally(() => {
        if (current) setRestoring(false);
      });
    return () => {
      current = false;
    };
  }, []);
  return restoring;
}

/** The path to stay on once signed in: without the area's own parameters. */
function pathAfterSignIn(): string {
  const search = new URLSearchParams(location.search);
  search.delete('view');
  search.delete('data');
  const rest = search.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * The authentication area (spec §2.1): one screen whose view lives in `?view=`. Desktop: a card
 * on a background image; up to 466 px wide the form fills the screen.
 */
export function AuthScreen() {
  const { t } = useTranslation();
  const { view, go } = useAuthView();
  const navigate = useNavigate();
  const restoring = useRestoredSession();
  const { signup } = authFeatures();

  useEffect(() => {
    const campaign = campaignFromUrl(new URL(location.href), new Date(), navigator.userAgent);
    if (campaign) rememberCampaign(localStorage, campaign);
    return () => {
      if (authState.signedIn) navigate(pathAfterSignIn(), { replace: true });
    };
    // Once per visit of the area; navigate is stable for its lifetime.
  }, [navigate]);

  useEffect(() => {
    if (view !== 'sign-in') authFlow.notice = null;
  }, [view]);

  if (restoring) return <LogoLoader />;

  const content = <Suspense fallback={<LogoLoader />}>{viewContent(view)}</Suspense>;
  const tabbed = signup && (view === 'sign-in' || view === 'sign-up');
  return (
    <main className="auth-screen">
      <div className="auth-screen__top">
        <LanguagePicker />
      </div>
      <div className="auth-screen__card">
        <div className="auth-screen__brand">
          <img src="/icons/icon.svg" alt="" width={40} height={40} />
          <span>Bookit</span>
        </div>
        {tabbed ? (
          <Tabs
            label={t('auth.tabsLabel')}
            variant="button"
            selectedKey={view}
            onSelectionChange={(id) => go(id === 'sign-up' ? 'sign-up' : 'sign-in')}
            items={[
              { id: 'sign-in', label: t('auth.login'), content: view === 'sign-in' ? content : null },
              { id: 'sign-up', label: t('auth.signUp'), content: view === 'sign-up' ? content : null },
            ]}
          />
        ) : (
          content
        )}
      </div>
    </main>
  );
}
