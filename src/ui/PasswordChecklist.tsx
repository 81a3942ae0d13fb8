import { useTranslation } from 'react-i18next';
import { passwordChecklist } from '@/lib/validation/auth';
import { Icon } from './Icon';
import './PasswordChecklist.css';

/**
 * The password rules under a new-password field, each met or not as the user types (spec §5).
 * It is the field's description (read with the field) and a polite live region: a screen reader
 * hears a rule change state.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('app');
  return (
    <span className="ui-password-checklist" role="list" aria-live="polite">
      {passwordChecklist(password).map((rule) => (
        <span key={rule.key} role="listitem" className="ui-password-checklist__rule" data-met={rule.met || undefined}>
          <Icon name={rule.met ? 'check' : 'minus'} size={16} />
          <span>{t(`validation.${rule.key}`)}</span>
          <span className="ui-visually-hidden">{rule.met ? t('reliability.ruleMet') : t('reliability.ruleNotMet')}</span>
        </span>
      ))}
    </span>
  );
}
