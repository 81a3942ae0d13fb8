import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { XSS_KINDS, XSS_PAYLOADS } from '../../xss-payloads';

describe('CSV for spreadsheets', () => {
  it('turns typed text that starts like a formula into text', () => {
    const injected = ['=HYPERLINK("http://evil.example","click")', '+cmd|"/c calc"!A1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const csv = toCsv([injected]);
    expect(csv).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")","'+cmd|""/c calc""!A1","'-2+3","'@SUM(A1)","'\t=1","'\r=1"`);
  });

  it('leaves numbers, phone numbers and other text as they are', () => {
    expect(toCsv([['-12.50', '+60123456789', 'Aisyah', 'a=b', ...XSS_KINDS.map((k) => XSS_PAYLOADS[k])]])).toBe(
      ['-12.50', '+60123456789', 'Aisyah', 'a=b', ...XSS_KINDS.map((k) => XSS_PAYLOADS[k])].map((v) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(','),
    );
  });

  it('keeps the header row and objects', () => {
    expect(toCsv([{ name: '=1+1', notes: 'ok' }], { header: true })).toBe(`name,notes\r\n"'=1+1",ok`);
  });
});
