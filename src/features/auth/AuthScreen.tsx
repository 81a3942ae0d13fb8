import { SignInView } from './SignInView';
import './AuthScreen.css';

/** The authentication area (spec §2.1): a card on a background image; full width on phones. */
export function AuthScreen() {
  return (
    <main className="auth-screen">
      <div className="auth-screen__card">
        <div className="auth-screen__brand">
          <img src="/icons/icon.svg" alt="" width={40} height={40} />
          <span>Bookit</span>
        </div>
        <SignInView />
      </div>
    </main>
  );
}
