import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEinvoiceProfile } from '@/data/queries/einvoice';
import { useSession } from '@/data/queries/session';
import { formatDate, formatDay } from '@/lib/format-date';
import { displayNumber } from '@/lib/invoices/numbering';
import type { PdfLabels, RasterText } from '@/lib/invoices/pdf';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { Button } from '@/ui/Button';
import { downloadBlob } from '@/ui/download';

/** Text the PDF's standard font cannot encode, drawn at 3× by the browser's own fonts. */
const raster: RasterText = async (text, sizePt, bold) => {
  const scale = 3;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('No 2D canvas to draw text for the PDF');
  const font = `${bold ? 'bold ' : ''}${sizePt * scale}px sans-serif`;
  ctx.font = font;
  const width = Math.max(1, Math.ceil(ctx.measureText(text).width));
  const height = Math.ceil(sizePt * scale * 1.3);
  canvas.width = width;
  canvas.height = height;
  ctx.font = font;
  ctx.fillStyle = '#1a1a1f';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, 0, Math.round(sizePt * scale));
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The canvas gave no image'))), 'image/png'));
  return { png: new Uint8Array(await blob.arrayBuffer()), widthPt: width / scale, heightPt: height / scale };
};

/** Downloads the document as a PDF in the app's language, with the e-invoice QR once validated. */
export function PdfButton({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useEinvoiceProfile();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { invoicePdf, pdfFileName } = await import('@/lib/invoices/pdf');
      const shown = displayNumber(row);
      const isQuote = row.kind === 'quotation';
      const e = row.einvoice ?? null;
      const labels: PdfLabels = {
        title: isQuote ? t('quotations.quotation') : row.kind === 'creditNote' ? t('invoices.creditNote') : t('invoices.invoice'),
        number: shown.number,
        provisionalWas: shown.provisional ? null : t('invoices.provisionalWas', { number: row.provisionalNumber }),
        issued: t('invoices.pdf.issued', { day: formatDay(row.issueDate) }),
        due: isQuote ? t('quotations.validUntilDay', { day: formatDay(row.dueDate) }) : t('invoices.pdf.due', { day: formatDay(row.dueDate) }),
        billTo: t('invoices.buyer'),
        description: t('invoices.pdf.description'),
        quantity: t('invoices.quantity'),
        unitPrice: t('invoices.unitPrice'),
        amount: t('invoices.amount'),
        subtotal: t('invoices.subtotal'),
        discount: t('invoices.discount'),
        sst: t('invoices.sstAmount', { rate: row.taxBp / 100 }),
        total: t('invoices.total'),
        notes: t('invoices.notes'),
        tin: t('invoices.pdf.tin'),
        registration: t('invoices.pdf.registration'),
        sstNumber: t('invoices.pdf.sstNumber'),
        einvoiceValidated: e?.uuid && e.validatedAt ? t('invoices.pdf.einvoiceValidated', { uuid: e.uuid, at: formatDate(e.validatedAt, 'dateTime') }) : null,
        einvoicePending: !isQuote && e !== null && e.state !== 'valid' && e.state !== 'cancelled' ? t('invoices.pdf.einvoicePending') : null,
      };
      const bytes = await invoicePdf({ row, businessName: session?.business.name ?? '', profile: profile ?? null, labels, raster });
      downloadBlob(pdfFileName(row), new Blob([bytes.slice().buffer], { type: 'application/pdf' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" isDisabled={busy || session === undefined || profile === undefined} onPress={() => void download()}>
      {t('invoices.pdf.download')}
    </Button>
  );
}
