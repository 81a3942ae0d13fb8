import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE_SIZE, avatarColorIndex, initials } from '@/lib/avatar';
import { formatCount } from '@/lib/count-badge';
import { shouldCloseOnDrag, sheetHeight } from '@/lib/drawer-gesture';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { addImages, isCsvFile, isImageFile, MAX_IMAGES_PER_INPUT, pickCsv } from '@/lib/uploads';

const file = (name: string, type = '') => ({ name, type });

describe('count badge', () => {
  it('shows 99+ above 99', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(-2)).toBe('0');
  });
});

describe('avatar', () => {
  it('picks one of 10 colours, stable for a name', () => {
    const names = ['Aisyah', 'Tan Wei Ming', 'Priya', 'John', 'Lim', 'Siti', 'Ben', 'Kumar', 'Ana', 'Zed', 'Mei'];
    for (const n of names) {
      const i = avatarColorIndex(n);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(AVATAR_PALETTE_SIZE);
      expect(avatarColorIndex(n)).toBe(i);
    }
    expect(new Set(names.map(avatarColorIndex)).size).toBeGreaterThan(3);
  });

  it('takes at most 2 initials', () => {
    expect(initials('Siti Nur Aisyah')).toBe('SN');
    expect(initials('alice')).toBe('A');
    expect(initials('  ')).toBe('');
    expect(initials('陈 小明')).toBe('陈小');
  });
});

describe('drawer drag (spec §2.4)', () => {
  const base = { height: 500, isDismissable: true };
  it('closes when dragged far enough', () => {
    expect(shouldCloseOnDrag({ ...base, distance: 151, velocity: 0 })).toBe(true);
    expect(shouldCloseOnDrag({ ...base, distance: 149, velocity: 0 })).toBe(false);
  });
  it('closes when flicked fast enough', () => {
    expect(shouldCloseOnDrag({ ...base, distance: 40, velocity: 0.8 })).toBe(true);
    expect(shouldCloseOnDrag({ ...base, distance: 40, velocity: 0.2 })).toBe(false);
    expect(shouldCloseOnDrag({ ...base, distance: 5, velocity: 2 })).toBe(false);
  });
  it('never closes when not dismissable, or dragged up', () => {
    expect(shouldCloseOnDrag({ ...base, isDismissable: false, distance: 400, velocity: 3 })).toBe(false);
    expect(shouldCloseOnDrag({ ...base, distance: -300, velocity: 3 })).toBe(false);
  });
  it('sizes the sheet at 95% of the window, 800 when unknown', () => {
    expect(sheetHeight(1000)).toBe(950);
    expect(sheetHeight(undefined)).toBe(800);
    expect(sheetHeight(0)).toBe(800);
  });
});

describe('uploads (spec §5)', () => {
  it('takes one .csv file only', () => {
    expect(isCsvFile(file('customers.CSV'))).toBe(true);
    expect(isCsvFile(file('customers.xlsx'))).toBe(false);
    expect(pickCsv([file('a.csv', 'text/csv')]).file?.name).toBe('a.csv');
    expect(pickCsv([file('a.csv'), file('b.csv')]).file).toBeNull();
    expect(pickCsv([file('a.txt')]).file).toBeNull();
  });

  it('accepts jpeg, png, gif, bmp, webp and svg images', () => {
    for (const t of ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'image/svg+xml']) expect(isImageFile(file('x', t))).toBe(true);
    expect(isImageFile(file('x.heic', 'image/heic'))).toBe(false);
    expect(isImageFile(file('logo.svg'))).toBe(true);
    expect(isImageFile(file('doc.pdf', 'application/pdf'))).toBe(false);
  });

  it('keeps at most 5 images per input', () => {
    expect(MAX_IMAGES_PER_INPUT).toBe(5);
    const incoming = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    const r = addImages(3, [...incoming, file('x.pdf', 'application/pdf')]);
    expect(r.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(r.rejectedCount.map((f) => f.name)).toEqual(['3.png', '4.png']);
    expect(r.rejectedType.map((f) => f.name)).toEqual(['x.pdf']);
    expect(addImages(5, incoming).accepted).toEqual([]);
  });
});

describe('rich text sanitising', () => {
  it('keeps simple formatting and removes scripts and handlers', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>');
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onclick|onerror|<img|javascript:/);
  });
});
