import { useEffect, useState } from 'react';
import { deviceIdentity } from '@/data/device';
import { useTranslation } from 'react-i18next';
import { addCashMovement, closeShift, openShift } from '@/data/mutations/shifts';
import { useDeviceShifts } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { loadPrinters, printBytes } from '@/lib/checkout/printer-manager';
import { PrinterError } from '@/lib/checkout/printer-transport';
import type { ShiftRow } from '@/lib/checkout/rows';
import { zReportLines } from '@/lib/checkout/z-report-layout';
import { toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { PaperPreview } from '@/ui/PaperPreview';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { TillFrame } from './TillFrame';
import { useMoney } from './useMoney';

function ZReportView({ shift, till }: { shift: ShiftRow; till: Till }) {
  const { t } = useTranslation();
  useEffect(() => loadPrinters(deviceIdentity().deviceId), []);
  if (!shift.zReport || !shift.zNumber) return null;
  const lines = zReportLines(shift, { businessName: till.businessName, branchName: till.branch.name, currency: till.currency, t }, 33);
  async function print() {
    try {
      await printBytes((width) => encodeReceipt(zReportLines(shift, { businessName: till.businessName, branchName: till.branch.name, currency: till.currency, t }, width), { width, drawerKick: false }));
      toast.success(t('printer.printed'));
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      if (error.code !== 'cancelled') toast.error(t(`printer.alerts.${error.code}`));
    }
  }
  return (
    <section className="z-report" aria-label={t('shift.zReport')}>
      <Button variant="secondary" icon="file" onPress={() => void print()}>{t('shift.printZ')}</Button>
      <PaperPreview lines={lines} columns={33} label={t('shift.zReport')} qrLabel="" />
    </section>
  );
}

function Shift({ till }: { till: Till }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shifts = useDeviceShifts(till.deviceId);
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [note, setNote] = useState('');
  const shift = till.shift;
  const minor = Number.isFinite(amount) && amount >= 0 ? toMinorUnits(amount, till.currency) : null;
  const lastClosed = shifts?.find((s) => s.status === 'closed');

  if (!shift) {
    return (
      <div className="shift-form">
        <NumberField label={t('shift.openingFloat')} value={amount} onChange={setAmount} minValue={0} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
        <Button onPress={() => minor !== null && void openShift({ branchId: till.branch.id, deviceId: till.deviceId, openingFloat: minor }).then(() => setAmount(Number.NaN))}>
          {t('shift.open')}
        </Button>
        {lastClosed && <ZReportView shift={lastClosed} till={till} />}
      </div>
    );
  }
  const move = (kind: 'in' | 'out') => {
    if (minor === null || minor <= 0) return;
    void addCashMovement(shift, { kind, amount: minor, note }).then(() => {
      setAmount(Number.NaN);
      setNote('');
    });
  };
  return (
    <div className="shift-form">
      <p>{t('shift.openSince', { float: money(shift.openingFloat) })}</p>
      <ul className="shift-movements" aria-label={t('shift.movements')}>
        {shift.movements.map((m) => (
          <li key={m.id}>{`${m.kind === 'in' ? t('shift.cashIn') : t('shift.cashOut')} ${money(m.amount)} ${m.note}`}</li>
        ))}
      </ul>
      <NumberField label={t('shift.amount')} value={amount} onChange={setAmount} minValue={0} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
      <TextField label={t('shift.note')} value={note} onChange={setNote} isOptional />
      <div className="shift-actions">
        <Button variant="secondary" onPress={() => move('in')}>{t('shift.cashIn')}</Button>
        <Button variant="secondary" onPress={() => move('out')}>{t('shift.cashOut')}</Button>
        <Button variant="danger"
          onPress={() => minor !== null && void closeShift(shift, { countedCash: minor, branchCode: till.branch.code, deviceCode: till.deviceCode, deviceId: till.deviceId }).then(() => setAmount(Number.NaN))}>
          {t('shift.closeWithCounted')}
        </Button>
      </div>
    </div>
  );
}

export default function ShiftPage() {
  const { t } = useTranslation();
  return <TillFrame title={t('shift.title')}>{(till) => <Shift till={till} />}</TillFrame>;
}
