import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { startCampaign } from '@/data/mutations/messaging';
import { useCurrentBranch } from '@/data/queries/access';
import { useBranchTemplates, useSegmentReach } from '@/data/queries/messaging';
import { useSession } from '@/data/queries/session';
import { fromLocal } from '@/lib/appointments/series';
import { NO_FILTER, type CustomerFilter } from '@/lib/customers/filter';
import { type Segment } from '@/lib/messaging/campaign';
import { useOnline } from '@/lib/useOnline';
import { CustomerFilters } from '@/features/customers/CustomerFilters';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { TimeInput } from '@/ui/TimeInput';
import { toast } from '@/ui/toast';
import { CampaignList } from './CampaignList';
import './messaging.css';

/** /marketing: a campaign to a segment of customers (with WhatsApp consent) from a branch, now or scheduled; past campaigns' results. */
export default function MarketingPage() {
  const { t } = useTranslation();
  const current = useCurrentBranch();
  const branchId = current?.branch?.branchId ?? null;
  return (
    <PageFrame title={t('routes.marketing')}>
      {branchId === null ? null : <CampaignForm key={branchId} defaultBranchId={branchId} />}
      <CampaignList />
    </PageFrame>
  );
}

function CampaignForm({ defaultBranchId }: { defaultBranchId: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const branches = useSession()?.branches ?? [];
  const [branchId, setBranchId] = useState(defaultBranchId);
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [filter, setFilter] = useState<CustomerFilter>(NO_FILTER);
  const [spentMoreThan, setSpentMoreThan] = useState<number | null>(null);
  const [scheduled, setScheduled] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('10:00');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const templates = (useBranchTemplates(branchId) ?? []).filter((tpl) => tpl.active);
  const timeZone = useLiveQuery(async () => (await db.branches.get(branchId))?.timeZone ?? 'Asia/Kuala_Lumpur', [branchId]);
  const segment: Segment = {
    tag: filter.tag,
    lastVisit: filter.lastVisit,
    birthdayMonth: filter.birthdayMonth,
    branchId: filter.branchId,
    hasBalance: filter.hasBalance,
    spentMoreThan: spentMoreThan === null ? null : Math.round(spentMoreThan * 100),
  };
  const reach = useSegmentReach(segment);
  const message = (f: string) => (errors[f] ? t(errors[f]) : null);
  const send = async () => {
    if (scheduled && day === null) {
      setErrors({ sendAt: 'messaging.errors.sendAt' });
      return;
    }
    setSending(true);
    try {
      const sendAt = scheduled && day !== null ? fromLocal(`${day}T${time}`, timeZone ?? 'Asia/Kuala_Lumpur') : null;
      await startCampaign({ branchId, name, templateId, segment, sendAt }, reach ?? 0);
      setErrors({});
      setName('');
      toast.success(online ? t('messaging.campaignStarted') : t('messaging.campaignStartedOffline'));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="msg-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('messaging.newCampaign')}>
      <section className="msg-card">
        <h2>{t('messaging.newCampaign')}</h2>
        <div className="msg-grid">
          <TextField label={t('messaging.campaignName')} value={name} onChange={setName} maxLength={80} errorMessage={message('name')} />
          <Select
            label={t('messaging.fromBranch')}
            options={branches.map((b) => ({ value: b.branchId, label: b.name }))}
            value={branchId}
            onChange={(v) => {
              setBranchId(v);
              setTemplateId('');
            }}
          />
          <Select
            label={t('messaging.template')}
            options={templates.map((tpl) => ({ value: tpl.id, label: `${tpl.name} (${t(`messaging.purpose.${tpl.purpose}`)})` }))}
            value={templateId === '' ? null : templateId}
            onChange={setTemplateId}
            placeholder={t('messaging.chooseTemplate')}
            errorMessage={message('templateId')}
          />
        </div>
      </section>
      <section className="msg-card">
        <h2>{t('messaging.segment')}</h2>
        <CustomerFilters value={filter} onChange={setFilter} locale={i18n.language} />
        <NumberField
          label={t('messaging.spentMoreThan')}
          value={spentMoreThan ?? Number.NaN}
          minValue={0}
          step={1}
          isOptional
          onChange={(v) => setSpentMoreThan(Number.isFinite(v) ? v : null)}
          errorMessage={message('segment.spentMoreThan')}
        />
        <p role="status" className="msg-reach">
          {reach === undefined ? t('messaging.counting') : t('messaging.reach', { count: reach })}
        </p>
      </section>
      <section className="msg-card">
        <Switch isSelected={scheduled} onChange={setScheduled}>
          {t('messaging.schedule')}
        </Switch>
        {scheduled && (
          <div className="msg-grid">
            <DatePicker label={t('messaging.sendDay')} value={day} onChange={setDay} errorMessage={message('sendAt')} />
            <TimeInput label={t('messaging.sendTime')} value={time} onChange={setTime} />
          </div>
        )}
        <div className="msg-actions">
          <Button onPress={() => void send()} isLoading={sending} isDisabled={reach === 0}>
            {scheduled ? t('messaging.scheduleCampaign') : t('messaging.sendNow')}
          </Button>
        </div>
      </section>
    </form>
  );
}
