import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCart } from '@/data/mutations/carts';
import { useCustomer, useCustomers } from '@/data/queries/customers';
import type { CartRecord } from '@/data/checkout-local';
import { Button } from '@/ui/Button';
import { customerDisplayName } from '@/lib/privacy/erased';
import { SearchBox } from '@/ui/SearchBox';

/** The cart's customer, or a search to choose one. */
export function CartCustomerPicker({ cart }: { cart: CartRecord }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { rows } = useCustomers(search, 5);
  // The cart's customer by id: a business has more customers than any list page holds.
  const chosen = useCustomer(cart.customerId);
  return (
    <div className="customer-picker">
      {chosen ? (
        <p>
          {t('checkout.customerIs', { name: customerDisplayName(chosen, t) })}{' '}
          <Button size="small" variant="ghost" onPress={() => void updateCart(cart.id, { customerId: null })}>{t('checkout.removeCustomer')}</Button>
        </p>
      ) : (
        <>
          <SearchBox label={t('checkout.findCustomer')} onSearch={setSearch} />
          {search !== '' && (
            <ul className="customer-picker__results">
              {rows.map((c) => (
                <li key={c.id}>
                  <Button size="small" variant="secondary" onPress={() => void updateCart(cart.id, { customerId: c.id })}>{customerDisplayName(c, t)}</Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
