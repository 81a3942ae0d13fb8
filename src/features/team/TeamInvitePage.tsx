import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { memberInviteSchema } from '@/lib/schemas/member-invite';
import { rolesFormFrom, rolesFormPermissions } from '@/lib/team/roles-form';
import { useOnline } from '@/lib/useOnline';
import { inviteMember, OnlineCallError, type InviteAnswer } from '@/data/online';
import { isPlanLimit } from '@/lib/subscription/limits';
import type { FieldErrors } from '@/data/errors';
import { useBranches } from '@/data/queries/members';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { PageFrame } from '@/ui/PageFrame';
import { TextField } from '@/ui/TextField';
import { PhoneInput } from '@/ui/PhoneInput';
import { MultiSelect } from '@/ui/MultiSelect';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { Banner } from '@/ui/Banner';
import { CopyableField } from '@/ui/CopyableField';
import { RolesForm } from './RolesForm';
import { STAFF_PRESET } from './staff-preset';
import './team.css';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  branchIds: string[];
}

/** /team/invite: the identity service makes the account (temporary password); the invitee joins by link. */
export default function TeamInvitePage() {
  const { t } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? '';
  const branches = useBranches();
  const [form, setForm] = useState<Form>({ firstName: '', lastName: '', email: '', phone: null, branchIds: [] });
  const [roles, setRoles] = useState(() => rolesFormFrom(STAFF_PRESET));
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<InviteAnswer | null>(null);

  const set = <K extends keyof Form>(field: K) => (value: Form[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const permissions = rolesFormPermissions(roles);
    const parsed = memberInviteSchema.safeParse({ ...form, phone: form.phone ?? '', permissions: permissions ?? {} });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_form'), i.message])));
      return;
    }
    if (permissions === null) return;
    setSending(true);
    try {
      setAnswer(await inviteMember(businessId, parsed.data, crypto.randomUUID()));
    } catch (error) {
      if (!(error instanceof OnlineCallError)) throw error;
      setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.split('.')[0] ?? k, v])));
      setFormError(error.status === 409 ? (error.errors.email ?? 'conflict.emailExists') : error.status === 403 ? 'permissions.insufficient' : 'team.inviteFailed');
    } finally {
      setSending(false);
    }
  };

  const message = (field: string) => (errors[field] ? t(errors[field]) : null);

  if (answer !== null) {
    return (
      <PageFrame title={t('team.inviteTitle')}>
        <section className="team-card">
          <Banner tone="success" title={t('team.invited', { name: `${answer.member.firstName} ${answer.member.lastName}`.trim() })} description={t('team.invitedBody')} />
          <CopyableField label={t('team.joinLink')} value={new URL(answer.inviteLink, window.location.origin).toString()} variant="form" />
          {answer.temporaryPassword !== undefined && <CopyableField label={t('team.temporaryPassword')} value={answer.temporaryPassword} variant="form" />}
          <div className="team-actions">
            <LinkButton href={links.team()} variant="secondary">
              {t('team.backToTeam')}
            </LinkButton>
            <LinkButton href={links.teamDetails(answer.member.id)}>{t('team.openMember')}</LinkButton>
          </div>
        </section>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('team.inviteTitle')}>
      <form className="team-card" onSubmit={(e) => void onSubmit(e)} noValidate>
        {!online && <Banner tone="warning" title={t('team.inviteOffline')} />}
        {formError && (
          <Banner
            tone="danger"
            title={t(formError)}
            actions={isPlanLimit(formError) ? <LinkButton href={links.settingsBusiness('subscription')} variant="secondary">{t('subscription.upgrade')}</LinkButton> : undefined}
          />
        )}
        <div className="team-grid">
          <TextField label={t('team.firstName')} name="firstName" value={form.firstName} onChange={set('firstName')} errorMessage={message('firstName')} isRequired autoFocus />
          <TextField label={t('team.lastName')} name="lastName" value={form.lastName} onChange={set('lastName')} errorMessage={message('lastName')} isOptional />
          <TextField label={t('team.email')} name="email" type="email" inputMode="email" value={form.email} onChange={set('email')} errorMessage={message('email')} isRequired />
          <PhoneInput label={t('team.phone')} name="phone" value={form.phone} onChange={(v) => set('phone')(v)} errorMessage={message('phone')} isOptional />
        </div>
        <MultiSelect
          label={t('team.branches')}
          options={(branches ?? []).map((b) => ({ value: b.id, label: b.name }))}
          value={form.branchIds}
          onChange={set('branchIds')}
          placeholder={t('team.chooseBranches')}
          errorMessage={message('branchIds')}
        />
        <h2 className="team-section-title">{t('team.rolesTitle')}</h2>
        <RolesForm value={roles} onChange={setRoles} orgAdmin={false} showErrors={submitted} />
        <div className="team-actions">
          <LinkButton href={links.team()} variant="secondary">
            {t('team.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={sending} isDisabled={!online}>
            {t('team.sendInvite')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
