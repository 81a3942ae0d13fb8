import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_IMPORT_FIELDS, customerImportKind, type CustomerImportKey, type CustomerImportValue } from '@/lib/customers/import';
import { DEFAULT_PHONE_COUNTRY, phoneCountries, type CountryCode } from '@/lib/phone';
import { links } from '@/lib/links';
import { CUSTOMER_IMPORT, existingCustomerKeys } from '@/data/customer-import';
import { importPlan } from '@/data/import-plan';
import { Select } from '@/ui/Select';
import { BulkUpload } from '@/features/imports/BulkUpload';
import type { BulkUploadSpec } from '@/features/imports/bulk-upload-spec';

/** `/customers/bulkUpload`: the shared bulk upload, phones read with the chosen country. */
export default function CustomerBulkUploadPage() {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const countries = useMemo(() => phoneCountries(i18n.language).map((c) => ({ value: c.code, label: `${c.name} (+${c.callingCode})` })), [i18n.language]);
  const spec: BulkUploadSpec<CustomerImportKey, CustomerImportValue> = {
    jobKind: 'customers',
    title: t('customers.import.title'),
    intro: t('customers.import.intro'),
    backHref: links.customers(),
    backLabel: t('customers.back'),
    fields: CUSTOMER_IMPORT_FIELDS,
    importKind: customerImportKind(country),
    options: <Select label={t('customers.import.phoneCountry')} options={countries} value={country} onChange={(v) => setCountry(v as CountryCode)} />,
    existingKeys: (businessId, keys) => existingCustomerKeys(businessId, keys),
    plan: (verdicts, onExisting) => importPlan(CUSTOMER_IMPORT, verdicts, onExisting),
    fieldLabel: (key) => t(`customers.import.fields.${key}`),
    problemColumns: ['firstName', 'phone', 'email'],
    texts: {
      existingCount: t('customers.import.counts.existing'),
      onExisting: t('customers.import.onExisting'),
      existing: { skip: t('customers.import.existing.skip'), update: t('customers.import.existing.update'), create: t('customers.import.existing.create') },
      start: (count) => t('customers.import.start', { count }),
      duplicateOf: (line) => t('customers.import.duplicateOf', { line }),
      matchesExisting: t('customers.import.matchesExisting'),
    },
  };
  return <BulkUpload spec={spec} />;
}
