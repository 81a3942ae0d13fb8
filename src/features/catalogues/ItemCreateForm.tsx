import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/useOnline';
import { ValidationError } from '@/data/errors';
import { PageFrame } from '@/ui/PageFrame';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';
import { useItemForm } from './useItemForm';
import './catalogues.css';

export interface ItemFieldsProps<F> {
  form: F;
  errors: Record<string, string>;
  onChange: (patch: Partial<F>) => void;
}

interface Props<F, I> {
  title: string;
  /** Where cancel goes. */
  listHref: string;
  /** The new item's page, opened once saved. */
  detailsHref: (id: string) => string;
  initial: F;
  errorsOf: (form: F) => Record<string, string>;
  inputOf: (form: F) => { input: I } | { errors: Record<string, string> };
  /** Resolves to the new item's id. */
  create: (input: I) => Promise<string>;
  fields: (props: ItemFieldsProps<F>) => ReactNode;
}

/** The create page of a catalogue item (service, product, commission pattern): its fields, cancel and save; opens the new item once saved. */
export function ItemCreateForm<F, I>({ title, listHref, detailsHref, initial, errorsOf, inputOf, create, fields }: Props<F, I>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const { form, errors, change, attempt, setServerErrors } = useItemForm(initial, errorsOf);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const built = inputOf(form);
    if (!attempt() || !('input' in built)) return;
    setSaving(true);
    try {
      const id = await create(built.input);
      toast.success(online ? t('catalogues.saved') : t('catalogues.savedOffline'));
      navigate(detailsHref(id), { replace: true });
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={title}>
      <form className="catalogue-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {fields({ form, errors, onChange: change })}
        <div className="catalogue-form__actions">
          <LinkButton href={listHref} variant="secondary">
            {t('catalogues.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={saving}>
            {t('catalogues.save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
