import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { TEAM_SWATCHES } from '@/lib/team/palette';
import { useOnline } from '@/lib/useOnline';
import type { FieldErrors } from '@/data/errors';
import { TextField } from '@/ui/TextField';
import { PhoneInput } from '@/ui/PhoneInput';
import { ColorPicker } from '@/ui/ColorPicker';
import { Button } from '@/ui/Button';
import { saveMember } from './save-member';
import { RecordImageField } from './RecordImageField';

/** Photo, names, e-mail (the sign-in name: shown, not edited here), phone and calendar colour. */
export function ProfileSection({ member, canEdit }: { member: MemberRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [firstName, setFirstName] = useState(member.firstName);
  const [lastName, setLastName] = useState(member.lastName);
  const [phone, setPhone] = useState<string | null>(member.phone === '' ? null : member.phone);
  const [color, setColor] = useState(member.color);
  const [errors, setErrors] = useState<FieldErrors>({});
  const message = (f: string) => (errors[f] ? t(errors[f]) : null);

  const save = async () => {
    setErrors(await saveMember(member.id, { firstName, lastName, phone: phone ?? '', color: color.toUpperCase() }, t, online));
  };

  return (
    <section className="team-card" aria-label={t('team.tabs.profile')}>
      <RecordImageField
        target={{ table: 'members', field: 'profileImageUrl', rowId: member.id, purpose: 'profileImage' }}
        saved={member.profileImageUrl}
        label={t('team.photo')}
        canEdit={canEdit}
      />
      <div className="team-grid">
        <TextField label={t('team.firstName')} value={firstName} onChange={setFirstName} errorMessage={message('firstName')} isRequired isDisabled={!canEdit} />
        <TextField label={t('team.lastName')} value={lastName} onChange={setLastName} errorMessage={message('lastName')} isOptional isDisabled={!canEdit} />
        <TextField label={t('team.email')} value={member.email} isReadOnly />
        <PhoneInput label={t('team.phone')} value={phone} onChange={(v) => setPhone(v)} errorMessage={message('phone')} isOptional isDisabled={!canEdit} />
      </div>
      <ColorPicker label={t('team.colour')} value={color} onChange={setColor} swatches={TEAM_SWATCHES} description={t('team.colourHint')} />
      {message('color') && <p className="team-error">{message('color')}</p>}
      {canEdit && (
        <div className="team-actions">
          <Button onPress={() => void save()}>{t('team.saveProfile')}</Button>
        </div>
      )}
    </section>
  );
}
