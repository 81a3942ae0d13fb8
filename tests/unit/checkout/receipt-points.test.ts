import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { receiptLabels } from '@/lib/checkout/print-receipt';
import { joinedParts, layoutReceipt, receiptText } from '@/lib/checkout/receipt-layout';
import { displayWidth } from '@/lib/checkout/text-columns';
import en from '../../../public/locales/en/app.json';
import zh from '../../../public/locales/zh-CN/app.json';
import ms from '../../../public/locales/ms-MY/app.json';
import { indexOf, LABELS, sampleDoc } from './fixtures';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const texts = (doc: ReturnType<typeof sampleDoc>, width: number, labels = LABELS) =>
  layoutReceipt(doc, labels, width).flatMap((l) => (l.kind === 'text' ? [l.text] : []));

async function labelsIn(lng: string, resources: object) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { app: resources } }, ns: ['app'], defaultNS: 'app', interpolation: { escapeValue: false } });
  return receiptLabels(i18n.t);
}

describe('reward points on the receipt', () => {
  it('print what the sale earned and the balance after it, after the payments, on one line when it fits', () => {
    const lines = texts(sampleDoc({ points: { earned: 45, spent: 0, balance: 230 } }), 33);
    expect(lines).toContain('Points earned: 45 · Balance: 230');
    expect(lines.indexOf('Points earned: 45 · Balance: 230')).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Change')));
    expect(lines.indexOf('Points earned: 45 · Balance: 230')).toBeLessThan(lines.findIndex((l) => l.includes('Thank you')));
  });

  it('group thousands and keep each part whole on narrow paper', () => {
    const doc = sampleDoc({ points: { earned: 45, spent: 0, balance: 1230 } });
    expect(texts(doc, 48)).toContain('Points earned: 45 · Balance: 1,230');
    // 34 columns do not fit 33: the balance takes its own line instead of "1,230" alone.
    const narrow = texts(doc, 33);
    expect(narrow).toContain('Points earned: 45');
    expect(narrow[narrow.indexOf('Points earned: 45') + 1]).toBe('Balance: 1,230');
  });

  it.each([33, 48])('print the points a sale spent on a line before what it earned (%i columns)', (width) => {
    const lines = texts(sampleDoc({ points: { earned: 42, spent: 400, balance: 542 } }), width);
    const at = lines.indexOf('Points spent: 400');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('Points earned: 42 · Balance: 542');
  });

  it('print nothing of points when the receipt settings leave them out', () => {
    const doc = sampleDoc({ points: { earned: 45, spent: 400, balance: 230 }, show: { points: false } });
    expect(receiptText(layoutReceipt(doc, LABELS, 33))).not.toContain('Points');
    expect(receiptText(layoutReceipt({ ...doc, show: { points: true } }, LABELS, 33))).toContain('Points earned: 45');
  });

  it('print nothing of points for a sale without them', () => {
    expect(receiptText(layoutReceipt(sampleDoc(), LABELS, 33))).not.toContain('Points');
  });

  it('reach the printer as text: the ESC/POS bytes hold the line', () => {
    const bytes = encodeReceipt(layoutReceipt(sampleDoc({ points: { earned: 900, spent: 0, balance: 1230 } }), LABELS, 48), { width: 48, drawerKick: false });
    const at = indexOf(bytes, ascii('Points earned: 900 '));
    expect(at).toBeGreaterThan(0);
    expect(indexOf(bytes, ascii(' Balance: 1,230'))).toBeGreaterThan(at);
    // The middle dot is one printable byte of the code page, not a "?".
    expect(indexOf(bytes, [...ascii('Points earned: 900 '), 0xfa, ...ascii(' Balance: 1,230')])).toBe(at);
  });

  it.each([
    ['en', en, ['Points spent: 400', 'Points earned: 42 · Balance: 1,542']],
    ['zh-CN', zh, ['使用积分：400', '获得积分：42 · 积分余额：1,542']],
    ['ms-MY', ms, ['Mata digunakan: 400', 'Mata diperoleh: 42 · Baki mata: 1,542']],
  ])('say it in %s within the paper width', async (lng, resources, expected) => {
    const labels = await labelsIn(lng, resources);
    const doc = sampleDoc({ points: { earned: 42, spent: 400, balance: 1542 } });
    const wide = texts(doc, 48, labels);
    expect(wide.slice(wide.indexOf(expected[0] ?? ''), wide.indexOf(expected[0] ?? '') + 2)).toEqual(expected);
    for (const line of texts(doc, 33, labels)) expect(displayWidth(line)).toBeLessThanOrEqual(33);
  });
});

describe('parts joined with a middle dot', () => {
  it('fill lines greedily and wrap only a part wider than the paper', () => {
    expect(joinedParts(['aaa', 'bbb', 'ccc'], 9)).toEqual(['aaa · bbb', 'ccc']);
    expect(joinedParts(['aaa', 'bbb', 'ccc'], 15)).toEqual(['aaa · bbb · ccc']);
    expect(joinedParts(['a long part here', 'b'], 8)).toEqual(['a long', 'part', 'here', 'b']);
  });
});
