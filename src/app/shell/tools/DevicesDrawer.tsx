import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { connectPrinter, disconnectPrinter, loadPrinters, usePrinters } from '@/lib/checkout/printer-manager';
import { deviceIdentity } from '@/data/device';
import { Banner } from '@/ui/Banner';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { Switch } from '@/ui/Switch';
import { ToolDrawer } from './ToolDrawer';
import { closeTool } from './tool-state';

/**
 * The printers saved on this device (checkout's printer manager) with their connect toggles:
 * on connects through the browser's Bluetooth or USB chooser, off disconnects. Printing and
 * printer set-up live in device settings.
 */
export function DevicesDrawer() {
  const { t } = useTranslation();
  const printers = usePrinters();
  const [failed, setFailed] = useState(false);
  useEffect(() => loadPrinters(deviceIdentity().deviceId), []);
  const toggle = (transport: 'bluetooth' | 'usb', id: string) => {
    setFailed(false);
    const action = printers.connectedId === id ? disconnectPrinter() : connectPrinter(transport);
    action.then(
      () => undefined,
      (error: unknown) => {
        console.warn('Printer connection failed', error);
        setFailed(true);
      },
    );
  };
  return (
    <ToolDrawer id="devices" title={t('tools.devices.title')}>
      <div className="shell-tool__section">
        {failed && <Banner tone="danger" title={t('tools.devices.failed')} />}
        {printers.saved.printers.length === 0 ? (
          <EmptyState icon="file" title={t('tools.devices.none')} description={t('tools.devices.noneBody')} />
        ) : (
          printers.saved.printers.map((p) => (
            <div key={p.id} className="shell-tool__row">
              <span>
                <span className="shell-tool__value">{p.label}</span>
                <br />
                <span className="shell-tool__label">{t(`tools.devices.${p.transport}`)}</span>
              </span>
              <Switch isSelected={printers.connectedId === p.id} isDisabled={printers.busy} onChange={() => toggle(p.transport, p.id)}>
                {t('tools.devices.connected')}
              </Switch>
            </div>
          ))
        )}
      </div>
      <span onClickCapture={closeTool}>
        <LinkButton href={links.settingsDevice()} variant="secondary">
          {t('tools.devices.settings')}
        </LinkButton>
      </span>
    </ToolDrawer>
  );
}
