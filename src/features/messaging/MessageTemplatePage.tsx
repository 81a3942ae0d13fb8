import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { db } from '@/data/db';
import { saveMessageTemplate } from '@/data/mutations/messaging';
import { useCurrentBranch } from '@/data/queries/access';
import { useMessageTemplate } from '@/data/queries/messaging';
import { links } from '@/lib/links';
import { LOCALES, type Locale } from '@/lib/locale';
import { PLACEHOLDERS, placeholderValues, renderBody, SAMPLE_FACTS, unknownPlaceholders } from '@/lib/messaging/placeholders';
import { TEMPLATE_PURPOSES, type MessageTemplate } from '@/lib/messaging/templates';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useRouteParams, useSearchParams } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import './messaging.css';

const EMPTY_BODIES = { en: '', 'zh-CN': '', 'ms-MY': '' };

/**
 * /messageTemplate/create (?branchId), /settings/branch/:branchId/messageTemplate/create and
 * /messageTemplate/details/:templateId: a template's name, purpose, body per language with a
 * live preview for a sample customer, and whether it is in use.
 */
export default function MessageTemplatePage() {
  const params = useRouteParams<{ templateId: string; branchId: string }>();
  const search = useSearchParams();
  const current = useCurrentBranch();
  const template = useMessageTemplate(params.templateId);
  const { t } = useTranslation();
  if (params.templateId !== undefined) {
    if (template === undefined) return null;
    if (template === null) return <PageFrame title={t('settingsNav.messageTemplate')}>{t('messaging.notFound')}</PageFrame>;
    const { branchId, name, purpose, bodies, active } = template;
    return <TemplateForm key={`${template.id}:${template.version}`} id={template.id} initial={{ branchId, name, purpose, bodies, active }} />;
  }
  const branchId = params.branchId ?? search.get('branchId') ?? current?.branch?.branchId ?? '';
  if (branchId === '') return null;
  return <TemplateForm key={branchId} id={null} initial={{ branchId, name: '', purpose: 'confirmation', bodies: EMPTY_BODIES, active: true }} />;
}

function TemplateForm({ id, initial }: { id: string | null; initial: MessageTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useLiveQuery(async () => (await db.branches.get(initial.branchId))?.timeZone ?? 'Asia/Kuala_Lumpur', [initial.branchId]);
  const { form, set, message, banner } = useSettingsForm(initial, {
    save: (next) => saveMessageTemplate(id, next),
    savedKey: 'messaging.templateSaved',
    savedOfflineKey: 'messaging.templateSavedOffline',
    onSaved: (savedId) => {
      if (id === null) navigate(links.settingsMessageTemplateDetails(savedId), { replace: true });
    },
  });
  const setBody = (language: Locale, body: string) => set({ bodies: { ...form.bodies, [language]: body } });
  const bodyError = (language: Locale): string | null => {
    const unknown = unknownPlaceholders(form.bodies[language]);
    if (unknown.length > 0) return t('messaging.errors.unknownPlaceholderNamed', { names: unknown.map((n) => `{{${n}}}`).join(', ') });
    return message(`bodies.${language}`);
  };
  const title = id === null ? t('messaging.newTemplate') : t('messaging.editTemplate');
  return (
    <PageFrame title={title}>
      <form className="msg-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={title}>
        <section className="msg-card">
          <div className="msg-grid">
            <TextField label={t('messaging.name')} value={form.name} onChange={(name) => set({ name })} maxLength={80} errorMessage={message('name')} />
            <Select
              label={t('messaging.purposeLabel')}
              options={TEMPLATE_PURPOSES.map((p) => ({ value: p, label: t(`messaging.purpose.${p}`) }))}
              value={form.purpose}
              onChange={(purpose) => set({ purpose: TEMPLATE_PURPOSES.find((p) => p === purpose) ?? form.purpose })}
              errorMessage={message('purpose')}
            />
          </div>
          <Switch isSelected={form.active} onChange={(active) => set({ active })}>
            {t('messaging.activeLabel')}
          </Switch>
          <p className="msg-hint">{t('messaging.placeholdersHint', { list: PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}</p>
        </section>
        {LOCALES.map((language) => (
          <section key={language} className="msg-card">
            <TextArea
              label={t(`messaging.body.${language}`)}
              value={form.bodies[language]}
              onChange={(body) => setBody(language, body)}
              rows={4}
              maxLength={1000}
              isOptional
              errorMessage={bodyError(language)}
            />
            {form.bodies[language].trim() === '' || timeZone === undefined ? null : (
              <>
                <h2>{t('messaging.preview')}</h2>
                <p className="msg-preview" data-testid={`preview-${language}`}>
                  {renderBody(form.bodies[language], placeholderValues(SAMPLE_FACTS, language, timeZone))}
                </p>
              </>
            )}
          </section>
        ))}
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
