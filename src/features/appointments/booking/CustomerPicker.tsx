import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer, useCustomers } from '@/data/queries/customers';
import { Button } from '@/ui/Button';
import { SearchBox } from '@/ui/SearchBox';
import { TextField } from '@/ui/TextField';

export interface CustomerChoice {
  customerId: string | null;
  newCustomer: { firstName: string; phone: string } | null;
}

/** The booking's customer: searched in the replica, or a new one made inline (name and phone). */
export function CustomerPicker({ value, onChange, errors }: { value: CustomerChoice; onChange: (v: CustomerChoice) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const chosen = useCustomer(value.customerId);
  const found = useCustomers(search.trim().toLowerCase(), 6);

  if (value.newCustomer) {
    const set = (field: 'firstName' | 'phone') => (text: string) => onChange({ customerId: null, newCustomer: { ...(value.newCustomer ?? { firstName: '', phone: '' }), [field]: text } });
    return (
      <fieldset className="booking-form__group">
        <legend>{t('appointments.booking.newCustomer')}</legend>
        <TextField label={t('appointments.booking.customerName')} value={value.newCustomer.firstName} onChange={set('firstName')} errorMessage={errors.firstName ? t(errors.firstName) : null} isRequired />
        <TextField label={t('appointments.booking.customerPhone')} type="tel" inputMode="tel" value={value.newCustomer.phone} onChange={set('phone')} errorMessage={errors.phone ? t(errors.phone) : null} />
        <Button variant="secondary" size="small" onPress={() => onChange({ customerId: null, newCustomer: null })}>
          {t('appointments.booking.searchInstead')}
        </Button>
      </fieldset>
    );
  }
  if (value.customerId) {
    return (
      <div className="booking-form__group booking-form__chosen">
        <span className="booking-form__label">{t('appointments.booking.customer')}</span>
        <strong>{chosen ? `${chosen.firstName} ${chosen.lastName}`.trim() : '…'}</strong>
        {chosen?.phone && <span className="booking-form__muted">{chosen.phone}</span>}
        <Button variant="secondary" size="small" onPress={() => onChange({ customerId: null, newCustomer: null })}>
          {t('appointments.booking.changeCustomer')}
        </Button>
      </div>
    );
  }
  return (
    <div className="booking-form__group">
      <SearchBox label={t('appointments.booking.customer')} showLabel placeholder={t('appointments.booking.searchCustomer')} onSearch={setSearch} />
      {search.trim() !== '' && (
        <ul className="booking-form__results" aria-label={t('appointments.booking.customerResults')}>
          {found.rows.map((c) => (
            <li key={c.id}>
              <Button variant="ghost" onPress={() => onChange({ customerId: c.id, newCustomer: null })}>
                {`${c.firstName} ${c.lastName}`.trim()}
                {c.phone ? ` · ${c.phone}` : ''}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="booking-form__row">
        <Button variant="secondary" size="small" icon="plus" onPress={() => onChange({ customerId: null, newCustomer: { firstName: search.trim(), phone: '' } })}>
          {t('appointments.booking.addNewCustomer')}
        </Button>
        <span className="booking-form__muted">{t('appointments.booking.walkInHint')}</span>
      </div>
    </div>
  );
}
