import { useTranslation } from 'react-i18next';
import { PRODUCT_IMPORT_FIELDS, SERVICE_IMPORT_FIELDS, productImportKind, serviceImportKind, type ProductImportValue, type ServiceImportValue } from '@/lib/catalogues/import';
import { links } from '@/lib/links';
import { existingCatalogueKeys, PRODUCT_IMPORT, SERVICE_IMPORT } from '@/data/catalogue-import';
import { importPlan } from '@/data/import-plan';
import { usePathname } from '@/ui/routing';
import { BulkUpload } from '@/features/imports/BulkUpload';
import type { BulkUploadSpec } from '@/features/imports/bulk-upload-spec';

type Kind = 'services' | 'products';

function useSpecTexts(kind: Kind) {
  const { t } = useTranslation();
  return {
    title: t(`catalogues.import.title.${kind}`),
    intro: t(`catalogues.import.intro.${kind}`),
    backHref: links.catalogue(kind),
    backLabel: t(`catalogues.${kind}.back`),
    fieldLabel: (key: string) => t(`catalogues.import.fields.${key}`),
    texts: {
      existingCount: t('catalogues.import.existingCount'),
      onExisting: t(`catalogues.import.onExisting.${kind}`),
      existing: { skip: t('catalogues.import.existing.skip'), update: t('catalogues.import.existing.update'), create: t('catalogues.import.existing.create') },
      start: (count: number) => t(`catalogues.import.start.${kind}`, { count }),
      duplicateOf: (line: number) => t(`catalogues.import.duplicateOf.${kind}`, { line }),
      matchesExisting: t('catalogues.import.matchesExisting'),
    },
  };
}

function ProductBulkUpload() {
  const common = useSpecTexts('products');
  const spec: BulkUploadSpec<(typeof PRODUCT_IMPORT_FIELDS)[number]['key'], ProductImportValue> = {
    ...common,
    jobKind: 'products',
    fields: PRODUCT_IMPORT_FIELDS,
    importKind: productImportKind(),
    existingKeys: (businessId, keys) => existingCatalogueKeys('products', businessId, keys),
    plan: (verdicts, onExisting) => importPlan(PRODUCT_IMPORT, verdicts, onExisting),
    problemColumns: ['name', 'sku', 'price'],
  };
  return <BulkUpload spec={spec} />;
}

function ServiceBulkUpload() {
  const common = useSpecTexts('services');
  const spec: BulkUploadSpec<(typeof SERVICE_IMPORT_FIELDS)[number]['key'], ServiceImportValue> = {
    ...common,
    jobKind: 'services',
    fields: SERVICE_IMPORT_FIELDS,
    importKind: serviceImportKind(),
    existingKeys: (businessId, keys) => existingCatalogueKeys('services', businessId, keys),
    plan: (verdicts, onExisting) => importPlan(SERVICE_IMPORT, verdicts, onExisting),
    problemColumns: ['name', 'durationMinutes', 'price'],
  };
  return <BulkUpload spec={spec} />;
}

/** `/catalogues/{services,products}/bulkUpload`: the customers' bulk upload, for the catalogue. */
export default function CatalogueBulkUploadPage() {
  return usePathname().startsWith('/catalogues/products') ? <ProductBulkUpload /> : <ServiceBulkUpload />;
}
