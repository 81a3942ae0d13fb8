import type { RuntimeConfig } from '@/lib/api-types';
import type { Account } from '@/features/auth/identity';
import { AccountGate } from './AccountGate';
import { AccountServices } from './AccountServices';
import { Shell } from './shell/Shell';
import { AppRoutes } from './routes';

/**
 * Everything after sign-in: the account's replica and sync, the shell and the routes. Its own
 * chunk, so the sign-in page loads none of it (issue 22 §1).
 */
export default function SignedInApp({ config, account }: { config: RuntimeConfig; account: Account }) {
  return (
    <AccountGate config={config} account={account}>
      <AccountServices account={account} />
      <Shell>
        <AppRoutes />
      </Shell>
    </AccountGate>
  );
}
