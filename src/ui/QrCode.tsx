import { useMemo } from 'react';
import QRCode from 'qrcode';
import './QrCode.css';

export const QR_SIZES = { small: 120, medium: 180, large: 240 } as const;

export interface QrCodeProps {
  value: string;
  /** Accessible description, e.g. "QR code for the booking page". */
  label: string;
  size?: keyof typeof QR_SIZES;
}

/** Renders a QR code as SVG (low error correction, spec §9). */
export function QrCode({ value, label, size = 'medium' }: QrCodeProps) {
  const px = QR_SIZES[size];
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'L' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + 1} ${row + 1}h1v1h-1z`;
    }
    return { d, count: modules.size };
  }, [value]);
  const box = path.count + 2;
  return (
    <svg className="ui-qr" width={px} height={px} viewBox={`0 0 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </svg>
  );
}
