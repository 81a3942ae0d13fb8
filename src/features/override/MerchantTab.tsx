import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { OnlineCallError, validateBusinessOverride } from '@/data/online';
import { overrideState, setMerchantOverride } from '@/data/local-preferences';
import { useMembers } from '@/data/queries/members';
import { useSession } from '@/data/queries/session';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';


/** Merchant account: view as another business by a server-checked token, as org admin or a member. */
export function MerchantTab() {
  const { t } = useTranslation();
  const session = useSession();
  const members = useMembers() ?? [];
  const { merchant } = useStore(overrideState);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = merchant !== null;

  const validate = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const valid = await validateBusinessOverride(session.business.businessId, token.trim());
      setMerchantOverride({
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

  const perspective = merchant?.overwritingPerspective === 'user' ? (merchant.overwritingMemberId ?? 'org-admin') : 'org-admin';
  const update = (value: string) => {
    if (!merchant) return;
    setMerchantOverride(
      value === 'org-admin'
        ? { ...merchant, overwritingPerspective: 'org-admin', overwritingMemberId: null }
        : { ...merchant, overwritingPerspective: 'user', overwritingMemberId: value },
    );
  };

  return (
    <div className="override__tab">
      {active && (
        <Banner
          tone="warning"
          title={t('override.active', { business: merchant.overwritingMerchantId })}
          description={t('override.expires', { time: new Date(merchant.overwriteTokenExpiry).toLocaleString() })}
          actions={
            <Button size="small" variant="danger" onPress={() => setMerchantOverride(null)}>
              {t('override.remove')}
            </Button>
          }
        />
      )}
      <TextField
        label={t('override.token')}
        value={token}
        onChange={(value) => {
          setToken(value);
          setError(null);
        }}
        isDisabled={active}
        isOptional
        placeholder={active ? t('override.removeFirst') : t('override.tokenPlaceholder')}
        errorMessage={error}
      />
      {!active && (
        <Button isDisabled={token.trim() === ''} isLoading={busy} onPress={() => void validate()}>
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
