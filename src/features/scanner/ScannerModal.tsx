import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QrScanner from 'qr-scanner';
import { classifyScan, type ScanResult } from '@/lib/scan-result';
import { links } from '@/lib/links';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { CopyableField } from '@/ui/CopyableField';
import { Modal } from '@/ui/Modal';
import { useNavigate } from '@/ui/routing';
import { cameraErrorOf, type CameraError } from './camera-error';
import './scanner.css';

/** Spec §9: the scanner looks at most every 500 ms. */
const SCAN_DELAY_MS = 500;

type State = { view: 'scanning' } | { view: 'result'; result: ScanResult } | { view: 'error'; error: CameraError };

function Scanning({ onResult, onError }: { onResult: (raw: string) => void; onError: (e: CameraError) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const scanner = new QrScanner(element, (r) => onResult(r.data), {
      returnDetailedScanResult: true,
      maxScansPerSecond: 1000 / SCAN_DELAY_MS,
      highlightScanRegion: true,
    });
    scanner.start().catch((error: unknown) => onError(cameraErrorOf(error)));
    return () => scanner.destroy();
  }, [onResult, onError]);
  return (
    <div className="scanner__frame">
      <video ref={video} className="scanner__video" muted playsInline aria-label={t('scanner.camera')} />
      <p className="scanner__hint">{t('scanner.hint')}</p>
    </div>
  );
}

function Result({ result, onClose }: { result: ScanResult; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  switch (result.kind) {
    case 'booking':
      return (
        <div className="scanner__result">
          <CopyableField label={t('scanner.booking')} value={result.id} variant="emphasis" />
          <Button
            icon="calendar"
            onPress={() => {
              onClose();
              navigate(links.appointmentDetails(result.id));
            }}
          >
            {t('scanner.openBooking')}
          </Button>
        </div>
      );
    case 'url':
      return (
        <div className="scanner__result">
          <CopyableField label={t('scanner.url')} value={result.url} />
          <Button icon="externalLink" onPress={() => window.open(result.url, '_blank', 'noopener')}>
            {t('scanner.openUrl')}
          </Button>
        </div>
      );
    case 'text':
      return (
        <div className="scanner__result">
          <CopyableField label={t('scanner.text')} value={result.text} />
        </div>
      );
  }
}

/** QR scanner (spec §2.3): scans until a code is read, then shows what it is; can restart. */
export function ScannerModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ view: 'scanning' });
  const [run, setRun] = useState(0);
  const onResult = useRef((raw: string) => setState({ view: 'result', result: classifyScan(raw) })).current;
  const onError = useRef((error: CameraError) => setState({ view: 'error', error })).current;
  const restart = () => {
    setState({ view: 'scanning' });
    setRun((n) => n + 1);
  };
  const change = (open: boolean) => {
    if (open) restart();
    onOpenChange(open);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={change}
      title={t('scanner.title')}
      footer={state.view !== 'scanning' ? <Button variant="secondary" icon="refresh" onPress={restart}>{t('scanner.restart')}</Button> : undefined}
    >
      {state.view === 'scanning' && <Scanning key={run} onResult={onResult} onError={onError} />}
      {state.view === 'result' && <Result result={state.result} onClose={() => onOpenChange(false)} />}
      {state.view === 'error' && <Banner tone="danger" title={t(`scanner.errors.${state.error}`)} />}
    </Modal>
  );
}
