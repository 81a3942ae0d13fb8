import { CURRENCY_CODES, formatMoney } from '@/lib/money';
import { formatPercent } from '@/lib/percent';
import { formatDate, type DateStyle } from '@/lib/format-date';
import { BarChart } from '@/ui/charts/BarChart';
import { DonutChart } from '@/ui/charts/DonutChart';
import { LineChart } from '@/ui/charts/LineChart';
import { CopyableField } from '@/ui/CopyableField';
import { QrCode } from '@/ui/QrCode';
import { VideoThumbnail } from '@/ui/VideoThumbnail';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';
import { sampleImage } from '../sample-media';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SALES = [
  { title: 'Services', color: '#3B5BDB', data: DAYS.map((x, i) => ({ x, y: [820, 640, 910, 1200, 1580, 2340, 1720][i] ?? 0 })) },
  { title: 'Products', color: '#2E9E77', data: DAYS.map((x, i) => ({ x, y: [120, 0, 260, 180, 320, 540, 410][i] ?? 0 })) },
];
const INSTANT = Date.UTC(2026, 2, 12, 7, 5);
const STYLES: DateStyle[] = ['date', 'dateLong', 'weekdayDate', 'shortDate', 'dayMonth', 'monthYear', 'time', 'dateTime', 'weekdayTime', 'isoDate'];
const money = (v: number) => formatMoney(Math.round(v * 100), 'myr');

export function DataSection() {
  return (
    <GallerySection id="data" title="Charts, copyable values, QR, video, formatting">
      <SpecimenGrid>
        <Specimen name="BarChart (domain 1.1 × next power-of-ten multiple)" wide>
          <BarChart label="Sales by day" series={SALES.slice(0, 1)} formatValue={(v) => String(v)} />
        </Specimen>
        <Specimen name="BarChart stacked (rounded tops, min bar 2)" wide>
          <BarChart label="Sales by day and kind" series={SALES} stacked />
        </Specimen>
        <Specimen name="LineChart" wide>
          <LineChart label="Bookings trend" series={SALES} />
        </Specimen>
        <Specimen name="DonutChart (inner 60, outer 80, padding 5°)">
          <DonutChart
            label="Payment methods"
            formatValue={money}
            items={[
              { title: 'Cash', value: 420, color: '#3B5BDB' },
              { title: 'Card', value: 980, color: '#2E9E77' },
              { title: 'E-wallet', value: 310, color: '#D9782D' },
            ]}
          />
        </Specimen>
        <Specimen name="CopyableField (default, emphasis, form)">
          <CopyableField label="Booking ID" value="BK-7F3A21" />
          <CopyableField label="Voucher code" value="SPRING25" variant="emphasis" />
          <CopyableField label="Booking page link" value="https://book.example.com/hair-and-co" variant="form" />
        </Specimen>
        <Specimen name="QrCode (120, 180, 240; low error correction)">
          <div className="gallery__row">
            <QrCode value="https://book.example.com/hair-and-co" label="QR code, small" size="small" />
            <QrCode value="https://book.example.com/hair-and-co" label="QR code, medium" size="medium" />
            <QrCode value="https://book.example.com/hair-and-co" label="QR code, large" size="large" />
          </div>
        </Specimen>
        <Specimen name="VideoThumbnail (240×135, 320×180, 480×270)" wide>
          <div className="gallery__row" style={{ alignItems: 'flex-start' }}>
            <VideoThumbnail title="Taking a payment" videoUrl="/videos/pay.mp4" coverFrameUrl={sampleImage(210, 'Small')} size="small" subtitle="Inline · 1:00" />
            <VideoThumbnail title="Setting up staff" videoUrl="/videos/staff.mp4" coverFrameUrl={sampleImage(150, 'Medium')} subtitle="New tab" mode="newTab" />
            <VideoThumbnail title="Your first booking" videoUrl="/videos/book.mp4" size="large" subtitle="No cover" />
          </div>
        </Specimen>
        <Specimen name="formatMoney (symbol, space, 2 decimals)">
          <table className="gallery__table">
            <tbody>
              {CURRENCY_CODES.map((c) => (
                <tr key={c}>
                  <th scope="row">{c}</th>
                  <td>{formatMoney(123456, c)}</td>
                  <td>{formatMoney(-500, c)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">percent</th>
                <td>{formatPercent(12.345)}</td>
                <td>{formatPercent(100)}</td>
              </tr>
            </tbody>
          </table>
        </Specimen>
        <Specimen name="formatDate (Asia/Kuala_Lumpur; 12 and 24 hour)">
          <table className="gallery__table">
            <tbody>
              {STYLES.map((s) => (
                <tr key={s}>
                  <th scope="row">{s}</th>
                  <td>{formatDate(INSTANT, s)}</td>
                  <td>{formatDate(INSTANT, s, { timeFormat: '24', locale: 'zh-CN' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
