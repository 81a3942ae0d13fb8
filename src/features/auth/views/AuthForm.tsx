import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { useAuthView } from '../useAuthView';

export interface AuthFormProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A key under auth.errors, shown as a danger banner. */
  formError?: string | null;
  /** A key under auth.notices, shown as an info banner. */
  notice?: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** Links and secondary actions under the form. */
  footer?: ReactNode;
}

/** The frame of every view: heading, lead, the form's message, fields, footer. Enter submits. */
export function AuthForm({ title, lead, formError, notice, onSubmit, children, footer }: AuthFormProps) {
  const { t } = useTranslation();
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <h1 className="auth-form__title">{title}</h1>
      {lead && <p className="auth-form__lead">{lead}</p>}
      {notice && <Banner tone="info" title={t(`auth.notices.${notice}`)} />}
      {formError && <Banner tone="danger" title={t(`auth.errors.${formError}`)} />}
      {children}
      {footer && <div className="auth-form__footer">{footer}</div>}
    </form>
  );
}

/** A link-styled button that switches view (a view is not a route, so not a link). */
export function ViewLink({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <button type="button" className="auth-form__link" onClick={onPress}>
      {children}
    </button>
  );
}

/** The view's main action: full width, showing loading while the submit runs. */
export function SubmitButton({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" fullWidth isLoading={isLoading}>
      {children}
    </Button>
  );
}

/** The footer link of the steps after sign-in: back to the sign-in view. */
export function BackToSignIn() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  return <ViewLink onPress={() => go('sign-in')}>{t('auth.backToLogin')}</ViewLink>;
}
