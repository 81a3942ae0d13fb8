import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@/lib/api-types';
import { customerName } from '@/lib/appointments/names';
import { links } from '@/lib/links';
import { formatPhone } from '@/lib/phone';
import { mergeCustomer } from '@/data/mutations/customers';
import { useCustomers } from '@/data/queries/customers';
import { Button } from '@/ui/Button';
import { ListRow } from '@/ui/ListRow';
import { Modal } from '@/ui/Modal';
import { ResultsList } from '@/ui/ResultsList';
import { SearchBox } from '@/ui/SearchBox';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';

/**
 * Merge this customer into another (the one kept): pick them by search, confirm; the record then
 * opens the kept customer. Works offline: the server moves the history when the merge arrives.
 */
export function CustomerMergeDialog({ customer, isOpen, onOpenChange }: { customer: CustomerRow; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [keep, setKeep] = useState<CustomerRow | null>(null);
  const [saving, setSaving] = useState(false);
  const found = useCustomers(search, 20);
  const candidates = found.rows.filter((c) => c.id !== customer.id);

  const merge = async () => {
    if (keep === null) return;
    setSaving(true);
    try {
      await mergeCustomer(customer.id, { keepId: keep.id });
      toast.success(t('customers.merge.done', { name: customerName(keep) }));
      onOpenChange(false);
      navigate(links.customerDetails(keep.id));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('customers.merge.title', { name: customerName(customer) })}
      size="medium"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>{t('customers.cancel')}</Button>
          <Button variant="danger" isDisabled={keep === null} isLoading={saving} onPress={() => void merge()}>
            {keep === null ? t('customers.merge.pick') : t('customers.merge.confirm', { name: customerName(keep) })}
          </Button>
        </>
      }
    >
      <p>{t('customers.merge.explain', { name: customerName(customer) })}</p>
      <SearchBox label={t('customers.merge.search')} showLabel placeholder={t('customers.searchPlaceholder')} onSearch={setSearch} autoFocus />
      <ResultsList
        label={t('customers.merge.candidates')}
        items={candidates}
        isLoading={found.loading}
        maxHeight={300}
        getKey={(c) => c.id}
        renderItem={(c) => (
          <ListRow
            title={customerName(c)}
            description={[c.phone ? formatPhone(c.phone) : '', c.email].filter(Boolean).join(' · ')}
            isSelected={keep?.id === c.id}
            onPress={() => setKeep(c)}
          />
        )}
      />
    </Modal>
  );
}
