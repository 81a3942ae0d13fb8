import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineCallError } from '@/data/online';
import { confirmBillReturn } from '@/data/online-billing';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { links } from '@/lib/links';
import type { BillOutcome } from '@/lib/schemas/subscription';
import { readBillplzRedirect } from '@/lib/subscription/billplz';
import { useOnline } from '@/lib/useOnline';
import { Banner } from '@/ui/Banner';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useSearchParams } from '@/ui/routing';
import { Spinner } from '@/ui/Spinner';
import './subscription.css';

type Checked = { billId: string; outcome: BillOutcome } | { billId: string; error: string };

const TONES = { paid: 'success', declined: 'danger', pending: 'warning' } as const;

/**
 * /payment/callback: where the payment gateway sends the payer back (billplz[id], [paid],
 * [paid_at], [x_signature]). The server checks the signature and answers the bill's outcome and
 * the plan now in force; shown without the business-required modal (spec §2.3).
 */
export default function PaymentCallbackPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const query = useSearchParams().toString();
  const redirect = readBillplzRedirect(query);
  const [checked, setChecked] = useState<Checked | null>(null);

  const billId = redirect?.id ?? null;
  useEffect(() => {
    const r = readBillplzRedirect(query);
    if (r === null || businessId === null || !online) return;
    let live = true;
    confirmBillReturn(businessId, r.id, { paid: r.paid === 'true' ? 'true' : 'false', paidAt: r.paidAt, xSignature: r.xSignature }).then(
      (outcome) => live && setChecked({ billId: r.id, outcome }),
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof OnlineCallError)) console.error('Payment check failed', error);
        const key = error instanceof OnlineCallError ? (Object.values(error.errors)[0] ?? 'subscription.errors.checkFailed') : 'subscription.errors.checkFailed';
        setChecked({ billId: r.id, error: key });
      },
    );
    return () => {
      live = false;
    };
  }, [query, businessId, online]);

  const back = (
    <LinkButton href={links.settingsBusiness('subscription')} variant="secondary">
      {t('subscription.backToSubscription')}
    </LinkButton>
  );
  const current = checked !== null && checked.billId === billId ? checked : null;

  let body;
  if (redirect === null) {
    body = <EmptyState title={t('subscription.callback.nothing')} description={t('subscription.callback.nothingHint')} action={back} />;
  } else if (current !== null && 'outcome' in current) {
    const { outcome } = current.outcome;
    const plan = t(`subscription.plans.${current.outcome.plan}`);
    body = <Banner tone={TONES[outcome]} title={t(`subscription.callback.${outcome}`)} description={t(`subscription.callback.${outcome}Body`, { plan })} actions={back} />;
  } else if (current !== null) {
    body = <Banner tone="danger" title={t('subscription.callback.unverified')} description={t(current.error)} actions={back} />;
  } else if (!online) {
    body = <Banner tone="warning" title={t('subscription.callback.pending')} description={t('subscription.callback.offline')} actions={back} />;
  } else {
    body = (
      <p className="subscription__checking" role="status">
        <Spinner decorative /> {t('subscription.callback.checking')}
      </p>
    );
  }
  return (
    <PageFrame title={t('routes.paymentCallback')}>
      <div className="subscription subscription--callback">{body}</div>
    </PageFrame>
  );
}
