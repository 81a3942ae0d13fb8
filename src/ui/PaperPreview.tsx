import { QrCode } from './QrCode';
import './PaperPreview.css';

export type PaperLine = { kind: 'text'; text: string; bold: boolean } | { kind: 'qr'; value: string };

/**
 * A fixed-width paper document as a thermal printer would print it (receipts, reports): lines
 * already laid out to `columns`, bold lines, QR codes. Knows nothing of what the lines say.
 */
export function PaperPreview({ lines, columns, label, qrLabel, logoUrl }: { lines: readonly PaperLine[]; columns: number; label: string; qrLabel: string; logoUrl?: string }) {
  return (
    <figure className="ui-paper" aria-label={label} style={{ ['--paper-columns' as string]: String(columns) }}>
      {logoUrl && <img className="ui-paper__logo" src={logoUrl} alt="" />}
      {lines.map((line, i) =>
        line.kind === 'qr' ? (
          <div key={i} className="ui-paper__qr">
            <QrCode value={line.value} label={qrLabel} size="small" />
          </div>
        ) : (
          <div key={i} className={line.bold ? 'ui-paper__line ui-paper__line--bold' : 'ui-paper__line'}>
            {line.text === '' ? '\u00a0' : line.text}
          </div>
        ),
      )}
    </figure>
  );
}
