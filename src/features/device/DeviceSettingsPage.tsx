import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceBranchId, deviceIdentity, setDeviceBranchId } from '@/data/device';
import { useBranches } from '@/data/queries/members';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { connectPrinter, disconnectPrinter, forgetPrinter, loadPrinters, printBytes, updatePrinter, usePrinters } from '@/lib/checkout/printer-manager';
import { PrinterError, type SavedPrinter } from '@/lib/checkout/printer-transport';
import { PRINT_WIDTHS, type PrintWidth } from '@/lib/checkout/receipt-layout';
import { centre, rule } from '@/lib/checkout/text-columns';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { StatusPill } from '@/ui/StatusPill';
import { toast } from '@/ui/toast';
import './device.css';

const supported = (transport: 'bluetooth' | 'usb') => typeof navigator !== 'undefined' && transport in navigator;

/** /settings/device: this till's id and branch, its printers (spec §3), connect toggles and a test page. */
export default function DeviceSettingsPage() {
  const { t } = useTranslation();
  const { deviceId, deviceCode } = deviceIdentity();
  useEffect(() => loadPrinters(deviceId), [deviceId]);
  const printers = usePrinters();
  const branches = useBranches();

  async function run(action: () => Promise<unknown>, done?: string) {
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      if (error.code !== 'cancelled') toast.error(t(`printer.alerts.${error.code}`));
    }
  }
  const testPage = (width: number) =>
    encodeReceipt(
      [...centre(t('device.testPageTitle'), width), rule(width), ...centre(t('device.testPageBody', { code: deviceCode, width }), width), rule(width)].map((text) => ({ kind: 'text' as const, text, bold: false })),
      { width, drawerKick: false },
    );
  const connected = (p: SavedPrinter) => printers.connectedId === p.id;

  return (
    <PageFrame title={t('device.title')}>
      <section className="device-section" aria-labelledby="device-this">
        <h2 id="device-this">{t('device.thisDevice')}</h2>
        <p>{t('device.code', { code: deviceCode })}</p>
        <p className="muted">{deviceId}</p>
        <Select label={t('device.branch')} options={(branches ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }))}
          value={deviceBranchId() ?? null} onChange={(v) => { setDeviceBranchId(v); toast.success(t('device.branchSaved')); }} />
      </section>
      <section className="device-section" aria-labelledby="device-printers">
        <h2 id="device-printers">{t('device.printers')}</h2>
        {!supported('bluetooth') && !supported('usb') && <Banner tone="warning" title={t('printer.alerts.unsupported')} />}
        <div className="device-actions">
          <Button icon="plus" isLoading={printers.busy} onPress={() => void run(() => connectPrinter('bluetooth'), t('printer.connected'))}>{t('device.addBluetooth')}</Button>
          <Button icon="plus" variant="secondary" onPress={() => void run(() => connectPrinter('usb'), t('printer.connected'))}>{t('device.addUsb')}</Button>
        </div>
        {printers.saved.printers.length === 0 && <EmptyState variant="listbox" title={t('device.noPrinters')} />}
        <ul className="device-printers" aria-label={t('device.printers')}>
          {printers.saved.printers.map((p) => (
            <li key={p.id} className="device-printer">
              <div className="device-printer__main">
                <strong>{p.label || p.name}</strong>
                <span className="muted">{p.transport === 'bluetooth' ? t('device.bluetooth') : t('device.usb')}</span>
                {connected(p) ? <StatusPill tone="success">{t('printer.connectedState')}</StatusPill> : <StatusPill>{t('printer.disconnectedState')}</StatusPill>}
              </div>
              <Select label={t('device.printWidth')} options={PRINT_WIDTHS.map((w) => ({ value: String(w), label: t('device.columns', { count: w }) }))}
                value={String(p.printWidth)} onChange={(v) => updatePrinter(p.id, { printWidth: Number(v) as PrintWidth })} />
              <div className="device-actions">
                {connected(p) ? (
                  <Button size="small" variant="secondary" onPress={() => void disconnectPrinter()}>{t('printer.disconnect')}</Button>
                ) : (
                  <Button size="small" variant="secondary" onPress={() => void run(() => connectPrinter(p.transport), t('printer.connected'))}>{t('printer.connect')}</Button>
                )}
                <Button size="small" onPress={() => void run(() => printBytes(testPage), t('printer.printed'))}>{t('device.testPage')}</Button>
                <Button size="small" variant="ghost" icon="trash" aria-label={t('device.forget', { name: p.label || p.name })} onPress={() => forgetPrinter(p.id)} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
