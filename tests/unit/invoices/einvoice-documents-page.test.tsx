import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EinvoiceDocument, EinvoiceDocumentFilter } from '@/lib/einvoice/documents';
import { queuedStatus } from '@/lib/einvoice/status';
import type { InvoiceRow } from '@/lib/invoices/rows';
import EinvoiceDocumentsPage from '@/features/invoices/EinvoiceDocumentsPage';

let answer: { documents: EinvoiceDocument[]; months: string[] } | undefined;
const asked: EinvoiceDocumentFilter[] = [];
vi.mock('@/data/queries/invoices', () => ({
  useEinvoiceDocuments: (filter: EinvoiceDocumentFilter) => {
    asked.push(filter);
    return answer;
  },
}));

afterEach(cleanup);

const row = { id: 'c1', number: 'INV-HQ-000007', provisionalNumber: 'CONSOLIDATED-2026-10', currency: 'myr', totals: { total: 1_566_000 }, einvoice: { ...queuedStatus(), state: 'valid', uuid: 'F9D425P6DS7D8IU' } } as unknown as InvoiceRow;

describe('the e-invoice documents list', { timeout: 30_000 }, () => {
  it('shows a loading row, then says when there are none', () => {
    answer = undefined;
    const { rerender } = render(<EinvoiceDocumentsPage />);
    expect(screen.queryByText('No e-invoice documents yet')).toBeNull();
    answer = { documents: [], months: [] };
    rerender(<EinvoiceDocumentsPage />);
    expect(screen.getByText('No e-invoice documents yet')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ type: null, status: null, month: null });
  });

  it('lists each document with its type, month, UUID, status and total, linking to its details', () => {
    answer = { documents: [{ row, type: 'consolidated', status: 'valid', month: '2026-10' }], months: ['2026-10'] };
    render(<EinvoiceDocumentsPage />);
    const item = within(screen.getByRole('list', { name: 'E-invoice documents' })).getByRole('link');
    expect(item.getAttribute('href')).toBe('/invoice/einvoices/c1');
    expect(item.textContent).toContain('INV-HQ-000007');
    expect(item.textContent).toContain('Consolidated e-invoice · October 2026');
    expect(item.textContent).toContain('MyInvois UUID: F9D425P6DS7D8IU');
    expect(item.textContent).toContain('Valid');
    expect(item.textContent).toContain('15,660.00');
  });
});
