import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { OnlineCallError, validateBusinessOverride } from '@/data/online';
import { overrideExpired, overrideState, setMerchantOverride } from '@/data/local-preferences';
import { startMerchantOverride } from '@/data/override-start';
import { useEntriesElsewhere } from '@/data/queries/current-business';
import { useMembers } from '@/data/queries/members';
import { useSession } from '@/data/queries/session';
import { useOutboxSummary } from '@/data/queries/sync-status';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';

/**
 * Merchant account: view as another business by a server-checked token, as org admin or a
 * member. Applying it switches the whole app (replica, sync, shell) to that business; removing
 * it, or its expiry, switches back. Unsent changes stay with the business they were made in.
 */
export function MerchantTab() {
  const { t } = useTranslation();
  const session = useSession();
  const members = useMembers() ?? [];
  const outbox = useOutboxSummary();
  const { merchant } = useStore(overrideState);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = session?.user.userId;
  const active = merchant !== null && merchant.userId === userId && !overrideExpired(merchant) ? merchant : null;
  const elsewhere = useEntriesElsewhere(userId, session?.business.businessId) ?? [];

  const validate = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const valid = await validateBusinessOverride(session.business.businessId, token.trim());
      await startMerchantOverride({
        userId: session.user.userId,
        overwriteToken: token.trim(),
        overwriteTokenExpiry: valid.expiresAt,
        isMerchantOverwritting: true,
        overwritingMerchantId: valid.businessId,
        overwritingPerspective: valid.perspective,
        overwritingMemberId: valid.memberId,
      });
      setToken('');
    } catch (failure) {
      if (failure instanceof OnlineCallError && failure.status === 400) setError(t('override.invalidToken'));
      else {
        console.error('Override validation failed', failure);
        setError(t('override.unreachable'));
      }
    } finally {
      setBusy(false);
    }
  };

  const perspective = active?.overwritingPerspective === 'user' ? (active.overwritingMemberId ?? 'org-admin') : 'org-admin';
  const update = (value: string) => {
    if (!active) return;
    setMerchantOverride(
      value === 'org-admin'
        ? { ...active, overwritingPerspective: 'org-admin', overwritingMemberId: null }
        : { ...active, overwritingPerspective: 'user', overwritingMemberId: value },
    );
  };
  const businessName = active && session?.business.businessId === active.overwritingMerchantId ? session.business.name : active?.overwritingMerchantId;
  const pendingHere = active ? (outbox?.pending ?? 0) : 0;

  return (
    <div className="override__tab">
      {active && (
        <Banner
          tone="warning"
          title={t('override.active', { business: businessName })}
          description={
            <>
              {t('override.expires', { time: new Date(active.overwriteTokenExpiry).toLocaleString() })}
              {pendingHere > 0 && <span className="override__pending">{t('override.pendingHere', { count: pendingHere })}</span>}
            </>
          }
          actions={
            <Button size="small" variant="danger" onPress={() => setMerchantOverride(null)}>
              {t('override.remove')}
            </Button>
          }
        />
      )}
      {!active && elsewhere.length > 0 && (
        <Banner
          tone="info"
          title={t('override.pendingElsewhere', { count: elsewhere.reduce((sum, e) => sum + e.count, 0) })}
          description={elsewhere.map((e) => e.name ?? e.businessId).join(', ')}
        />
      )}
      <TextField
        label={t('override.token')}
        value={token}
        onChange={(value) => {
          setToken(value);
          setError(null);
        }}
        isDisabled={active !== null}
        isOptional
        placeholder={active ? t('override.removeFirst') : t('override.tokenPlaceholder')}
        errorMessage={error}
      />
      {/* The session loads with the tab: until then there is no business to check the token against. */}
      {!active && (
        <Button isDisabled={token.trim() === '' || !session} isLoading={busy} onPress={() => void validate()}>
          {t('override.apply')}
        </Button>
      )}
      {active && (
        <Select
          label={t('override.viewAs')}
          value={perspective}
          onChange={update}
          options={[
            { value: 'org-admin', label: t('override.orgAdmin') },
            ...members.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() })),
          ]}
        />
      )}
    </div>
  );
}
