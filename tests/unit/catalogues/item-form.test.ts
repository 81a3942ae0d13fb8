import { describe, expect, it } from 'vitest';
import { changedFields } from '@/lib/catalogues/item-form';
import { NEW_SERVICE, serviceFormErrors, serviceInputOf } from '@/lib/catalogues/service-form';
import { NEW_PRODUCT, productFormErrors, productInputOf } from '@/lib/catalogues/product-form';

describe('catalogue forms', () => {
  it('turns ringgit into sen and an empty image into null', () => {
    const built = serviceInputOf({ ...NEW_SERVICE, name: 'Cut', price: 85.5, levelPrices: [{ level: 'Senior', price: 99.99 }] });
    expect(built).toMatchObject({ input: { price: 8550, levelPrices: [{ level: 'Senior', price: 9999 }], imageUrl: null } });
    expect(productInputOf({ ...NEW_PRODUCT, name: 'Oil', price: 69, cost: 31.2, imageUrl: ' https://x.test/a.png ' })).toMatchObject({
      input: { price: 6900, cost: 3120, imageUrl: 'https://x.test/a.png' },
    });
  });

  it('reports cleared number fields as required, then the schema keys', () => {
    expect(serviceFormErrors({ ...NEW_SERVICE, name: 'Cut', price: Number.NaN })).toEqual({ price: 'catalogues.validation.required' });
    expect(serviceFormErrors({ ...NEW_SERVICE, name: ' ', durationMinutes: 0, color: 'teal' })).toEqual({
      name: 'catalogues.validation.nameRequired',
      durationMinutes: 'catalogues.validation.durationRequired',
      color: 'catalogues.validation.invalidColor',
    });
    expect(productFormErrors({ ...NEW_PRODUCT, name: 'Oil', price: 1.234, barcode: 'ab c' })).toEqual({ barcode: 'catalogues.validation.invalidBarcode' });
    expect(serviceFormErrors({ ...NEW_SERVICE, name: 'Cut', levelPrices: [{ level: '', price: 10 }] })).toEqual({ 'levelPrices.0.level': 'catalogues.validation.levelRequired' });
  });

  it('sends only the fields that changed', () => {
    const before = { ...NEW_SERVICE, name: 'Cut', memberIds: ['a'] };
    expect(changedFields(before, { ...before, price: 50, memberIds: ['a'] })).toEqual({ price: 50 });
    expect(changedFields(before, { ...before, memberIds: ['a', 'b'] })).toEqual({ memberIds: ['a', 'b'] });
    expect(changedFields(before, { ...before })).toEqual({});
  });
});
