import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, format, parseISO } from 'date-fns';
import { v7 as uuidv7 } from 'uuid';
import { ValidationError, StorageFullError, type FieldErrors } from '@/data/errors';
import { createInvoice } from '@/data/mutations/invoices';
import { useProducts, useServices } from '@/data/queries/catalogue';
import { useDocument } from '@/data/queries/invoices';
import { useQuotationSettings } from '@/data/queries/einvoice';
import { useSales } from '@/data/queries/sales';
import { useTill } from '@/data/queries/till';
import type { Buyer, InvoiceLine } from '@/lib/invoices/schema';
import { ID_TYPES } from '@/lib/einvoice/profile';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { useOnline } from '@/lib/useOnline';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import { saleToLines } from '@/lib/invoices/from-sale';
import { useBusinessDay } from './useBusinessDay';
import './invoices.css';

const DEFAULT_TERM_DAYS = 14;
const DEFAULT_VALIDITY_DAYS = 30;
const EMPTY_BUYER: Buyer = { name: '', company: '', email: '', phone: '', address: '', tin: '', idType: 'BRN', idValue: '', sstNumber: '' };
const BUYER_TEXT = ['name', 'company', 'email', 'phone', 'address', 'tin', 'idValue', 'sstNumber'] as const;

const freeLine = (): InvoiceLine => ({ id: uuidv7(), kind: 'free', itemId: null, description: '', quantity: 1, unitPrice: 0, discountBp: 0, taxable: true });

/**
 * /invoice/create: an invoice from scratch, from catalogue items, from sales or from a quotation
 * (`?fromQuotation=id`); or a quotation (`?as=quotation`). Saved offline.
 */
export default function InvoiceCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useSearchParams();
  const isQuotation = query.get('as') === 'quotation';
  const fromQuotationId = query.get('fromQuotation');
  const quotation = useDocument(fromQuotationId);
  const online = useOnline();
  const till = useTill();
  const { today, currency } = useBusinessDay();
  const services = useServices();
  const products = useProducts();
  const sales = useSales();
  const [buyer, setBuyer] = useState(EMPTY_BUYER);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [lines, setLines] = useState<InvoiceLine[]>(() => [freeLine()]);
  const [saleIds, setSaleIds] = useState<string[]>([]);
  const [issueDate, setIssueDate] = useState(today);
  const [dueDate, setDueDate] = useState(() => format(addDays(parseISO(today), isQuotation ? DEFAULT_VALIDITY_DAYS : DEFAULT_TERM_DAYS), 'yyyy-MM-dd'));
  const [discountPercent, setDiscountPercent] = useState(0);
  const [chargeSst, setChargeSst] = useState(true);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState<'draft' | 'issued' | 'sent' | null>(null);

  // A new quotation: the branch's validity and standard terms, once read (unless changed meanwhile).
  const quotationSettings = useQuotationSettings(isQuotation ? till?.branch.id : null);
  const [settingsApplied, setSettingsApplied] = useState(false);
  useEffect(() => {
    if (!isQuotation || settingsApplied || till === undefined || quotationSettings?.branchId !== (till?.branch.id ?? null)) return;
    setSettingsApplied(true);
    setDueDate(format(addDays(parseISO(issueDate), quotationSettings.validityDays), 'yyyy-MM-dd'));
    if (notes === '') setNotes(quotationSettings.terms);
  }, [isQuotation, settingsApplied, quotationSettings, till, issueDate, notes]);

  // From a quotation: its buyer, lines, discount, SST and terms, once it is read.
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  useEffect(() => {
    if (!quotation || quotation.kind !== 'quotation' || prefilledFrom === quotation.id) return;
    setPrefilledFrom(quotation.id);
    setBuyer({ ...EMPTY_BUYER, ...quotation.buyer });
    setCustomerId(quotation.customerId);
    setLines(quotation.lines.map((l) => ({ ...l, id: uuidv7() })));
    setDiscountPercent(quotation.discountBp / 100);
    setChargeSst(quotation.taxBp > 0);
    setNotes(quotation.notes);
  }, [quotation, prefilledFrom]);

  // The quotation's SST rate when made from one (what the buyer agreed to), else the branch's.
  const sstBp = (prefilledFrom !== null ? quotation?.taxBp : undefined) || (till?.rates.taxBp ?? 0);
  const taxBp = chargeSst ? sstBp : 0;
  const discountBp = Math.round(discountPercent * 100);
  const totals = useMemo(() => computeInvoiceTotals({ lines, discountBp, taxBp }), [lines, discountBp, taxBp]);
  const money = (m: number) => formatMoney(m, currency);
  const message = (field: string) => (errors[field] ? t(errors[field]) : null);

  const catalogue = [
    ...(services ?? []).filter((s) => s.active).map((s) => ({ value: `service:${s.id}`, label: `${s.name} · ${money(s.price)}` })),
    ...(products ?? []).filter((p) => p.active).map((p) => ({ value: `product:${p.id}`, label: `${p.name} · ${money(p.price)}` })),
  ];
  const addCatalogueItem = (value: string) => {
    const [kind, id] = value.split(':');
    const item = kind === 'service' ? services?.find((s) => s.id === id) : products?.find((p) => p.id === id);
    if (item === undefined || (kind !== 'service' && kind !== 'product')) return;
    const line: InvoiceLine = { id: uuidv7(), kind, itemId: item.id, description: item.name, quantity: 1, unitPrice: item.price, discountBp: 0, taxable: true };
    setLines((ls) => [...ls.filter((l) => l.description !== '' || l.unitPrice !== 0), line]);
  };
  const recentSales = (sales ?? []).filter((s) => !saleIds.includes(s.id)).slice(0, 50);
  const addSale = (saleId: string) => {
    const sale = sales?.find((s) => s.id === saleId);
    if (sale === undefined) return;
    setLines((ls) => [...ls.filter((l) => l.description !== '' || l.unitPrice !== 0), ...saleToLines(sale, t('invoices.fromReceipt', { number: sale.receiptNumber }))]);
    setSaleIds((ids) => [...ids, sale.id]);
    if (customerId === null && sale.customerId !== null) setCustomerId(sale.customerId);
  };

  const save = async (state: 'draft' | 'issued' | 'sent') => {
    if (!till) return;
    setSaving(state);
    setErrors({});
    try {
      const id = await createInvoice(
        {
          branchId: till.branch.id, kind: isQuotation ? 'quotation' : 'invoice', state, customerId, buyer, currency, issueDate, dueDate, lines, discountBp, taxBp,
          notes, creditedInvoiceId: null, quotationId: prefilledFrom, saleIds,
        },
        { deviceId: till.deviceId, deviceCode: till.deviceCode, branchCode: till.branch.code },
      );
      toast.success(isQuotation ? t('quotations.saved') : online ? t('invoices.saved') : t('invoices.savedOffline'));
      navigate(isQuotation ? links.transactionQuotationDetails(id) : links.invoiceDetails(id));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else if (error instanceof StorageFullError) setErrors({ _form: 'storage.fullTitle' });
      else throw error;
    } finally {
      setSaving(null);
    }
  };
  const setBuyerField = (field: (typeof BUYER_TEXT)[number]) => (value: string) => setBuyer((b) => ({ ...b, [field]: value }));
  const formError = errors._form ?? errors.lines;

  return (
    <PageFrame title={isQuotation ? t('quotations.createTitle') : t('invoices.createTitle')}>
      <form className="inv-form" onSubmit={(e) => e.preventDefault()} noValidate>
        {till === null && <Banner tone="warning" title={t('invoices.noBranch')} />}
        {formError && <Banner tone="danger" title={t(formError)} />}
        {quotation && prefilledFrom !== null && <Banner tone="info" title={t('invoices.fromQuotationBanner', { number: quotation.number ?? quotation.provisionalNumber })} />}
        <section className="inv-card" aria-labelledby="inv-buyer">
          <h2 id="inv-buyer">{t('invoices.buyer')}</h2>
          <div className="inv-grid">
            <TextField label={t('invoices.buyerName')} value={buyer.name} onChange={setBuyerField('name')} errorMessage={message('buyer.name')} isRequired />
            <TextField label={t('invoices.company')} value={buyer.company} onChange={setBuyerField('company')} isOptional />
            <TextField label={t('invoices.email')} type="email" value={buyer.email} onChange={setBuyerField('email')} errorMessage={message('buyer.email')} isOptional />
            <TextField label={t('invoices.phone')} type="tel" value={buyer.phone} onChange={setBuyerField('phone')} isOptional />
          </div>
          <TextArea label={t('invoices.address')} value={buyer.address} onChange={setBuyerField('address')} rows={2} isOptional />
          <p className="inv-muted">{t('invoices.buyerTaxHint')}</p>
          <div className="inv-grid">
            <TextField label={t('einvoice.fields.tin')} value={buyer.tin} onChange={setBuyerField('tin')} errorMessage={message('buyer.tin')} maxLength={20} isOptional />
            <Select
              label={t('einvoice.fields.idType')}
              value={buyer.idType}
              onChange={(v) => setBuyer((b) => ({ ...b, idType: ID_TYPES.find((x) => x === v) ?? 'BRN' }))}
              options={ID_TYPES.map((v) => ({ value: v, label: t(`einvoice.idTypes.${v}`) }))}
            />
            <TextField label={t('einvoice.fields.idValue')} value={buyer.idValue} onChange={setBuyerField('idValue')} maxLength={20} isOptional />
            <TextField label={t('einvoice.fields.sstNumber')} value={buyer.sstNumber} onChange={setBuyerField('sstNumber')} maxLength={40} isOptional />
          </div>
        </section>
        <section className="inv-card" aria-labelledby="inv-items">
          <h2 id="inv-items">{t('invoices.items')}</h2>
          <InvoiceLinesEditor lines={lines} currency={currency} errors={errors} onChange={setLines} />
          <div className="inv-grid">
            <Button variant="secondary" icon="plus" onPress={() => setLines((ls) => [...ls, freeLine()])}>
              {t('invoices.addFreeLine')}
            </Button>
            <Select label={t('invoices.addFromCatalogue')} value={null} placeholder={t('invoices.choose')} onChange={addCatalogueItem} options={catalogue} />
            <Select
              label={t('invoices.addFromSale')}
              value={null}
              placeholder={t('invoices.choose')}
              onChange={addSale}
              options={recentSales.map((s) => ({ value: s.id, label: `${s.receiptNumber} · ${money(s.totals.total)}` }))}
            />
          </div>
        </section>
        <section className="inv-card" aria-labelledby="inv-terms">
          <h2 id="inv-terms">{t('invoices.terms')}</h2>
          <div className="inv-grid">
            <DatePicker label={t('invoices.issueDate')} value={issueDate} onChange={setIssueDate} errorMessage={message('issueDate')} />
            <DatePicker label={isQuotation ? t('quotations.validUntil') : t('invoices.dueDate')} value={dueDate} onChange={setDueDate} minValue={issueDate} errorMessage={message('dueDate')} />
            <NumberField label={t('invoices.documentDiscount')} value={discountPercent} onChange={(v) => setDiscountPercent(Number.isNaN(v) ? 0 : v)} minValue={0} maxValue={100} step={0.5} />
            <Switch isSelected={chargeSst} onChange={setChargeSst} isDisabled={sstBp === 0}>
              {t('invoices.chargeSst', { rate: sstBp / 100 })}
            </Switch>
          </div>
          <TextArea label={t('invoices.notes')} value={notes} onChange={setNotes} rows={3} isOptional />
        </section>
        <section className="inv-card" aria-label={t('invoices.totals')}>
          <div className="inv-sum"><span>{t('invoices.subtotal')}</span><span>{money(totals.subtotal)}</span></div>
          {totals.discount > 0 && <div className="inv-sum"><span>{t('invoices.discount')}</span><span>−{money(totals.discount)}</span></div>}
          <div className="inv-sum"><span>{t('invoices.sstAmount', { rate: taxBp / 100 })}</span><span>{money(totals.tax)}</span></div>
          <div className="inv-sum inv-sum--total"><span>{t('invoices.total')}</span><span>{money(totals.total)}</span></div>
        </section>
        <div className="inv-actions">
          <LinkButton href={isQuotation ? links.transactionsQuotations() : links.invoice()} variant="ghost">{t('invoices.cancel')}</LinkButton>
          <Button variant="secondary" isLoading={saving === 'draft'} isDisabled={!till || saving !== null} onPress={() => void save('draft')}>
            {t('invoices.saveDraft')}
          </Button>
          {isQuotation ? (
            <Button isLoading={saving === 'sent'} isDisabled={!till || saving !== null} onPress={() => void save('sent')}>
              {t('quotations.saveSent')}
            </Button>
          ) : (
            <Button isLoading={saving === 'issued'} isDisabled={!till || saving !== null} onPress={() => void save('issued')}>
              {t('invoices.issue')}
            </Button>
          )}
        </div>
      </form>
    </PageFrame>
  );
}
