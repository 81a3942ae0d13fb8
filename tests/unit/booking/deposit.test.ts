import { describe, expect, it } from 'vitest';
import { depositAmount, depositDueBy, DEPOSIT_PAY_MINUTES, MIN_DEPOSIT_SEN } from '@/lib/booking/deposit';

describe('an online booking deposit', () => {
  it('is the percentage of the services, rounded to the sen', () => {
    expect(depositAmount(6000, 20)).toBe(1200);
    expect(depositAmount(4550, 15)).toBe(683); // 682.5 rounds up
    expect(depositAmount(6000, 100)).toBe(6000);
    expect(depositAmount(6000, 150)).toBe(6000);
  });

  it('is not asked without a percentage, for free services, or below Billplz’s RM 1 bill', () => {
    expect(depositAmount(6000, null)).toBeNull();
    expect(depositAmount(6000, 0)).toBeNull();
    expect(depositAmount(0, 50)).toBeNull();
    expect(depositAmount(900, 10)).toBeNull();
    expect(depositAmount(1000, 10)).toBe(MIN_DEPOSIT_SEN);
  });

  it('is due within the pay window', () => {
    expect(depositDueBy(Date.UTC(2026, 10, 27, 10, 0)).toISOString()).toBe(new Date(Date.UTC(2026, 10, 27, 10, DEPOSIT_PAY_MINUTES)).toISOString());
  });
});
