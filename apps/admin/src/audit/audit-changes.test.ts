import { describe, expect, it } from 'vitest';
import { changeRows, plainText } from './audit-changes';

describe('changeRows', () => {
  it('reads [before, after] pairs and facts', () => {
    expect(
      changeRows({
        bottles_quantity: [10, 34],
        reason: 'received',
        deliver_status: ['processing', 'cancelled'],
      }),
    ).toEqual([
      { path: 'bottles_quantity', before: 10, after: 34, change: true },
      { path: 'reason', after: 'received', change: false },
      { path: 'deliver_status', before: 'processing', after: 'cancelled', change: true },
    ]);
  });

  it('opens nested texts down to the values that changed', () => {
    const before = {
      pt: { product_title: 'Exmo', grapes: 'Aragonez' },
      en: { product_title: 'Exmo' },
    };
    const after = {
      pt: { product_title: 'Exmo', grapes: 'Aragonez, Trincadeira' },
      en: { product_title: 'Exmo' },
    };
    expect(changeRows({ texts: [before, after] })).toEqual([
      { path: 'texts.pt.grapes', before: 'Aragonez', after: 'Aragonez, Trincadeira', change: true },
    ]);
  });

  it('shows every value of a record created from nothing, and a focal point as one value', () => {
    expect(changeRows({ name: [null, { pt: 'Norte', en: 'North' }], focus: [40, 60] })).toEqual([
      { path: 'name.pt', before: undefined, after: 'Norte', change: true },
      { path: 'name.en', before: undefined, after: 'North', change: true },
      { path: 'focus', after: [40, 60], change: false },
    ]);
    expect(changeRows(null)).toEqual([]);
    expect(changeRows({ serving_temp: [null, ''], note: [undefined, null] })).toEqual([]);
  });
});

describe('plainText', () => {
  it('drops tags and cuts long texts', () => {
    expect(plainText('<p>Um <strong>tinto</strong>&nbsp;do Alentejo</p>')).toBe(
      'Um tinto do Alentejo',
    );
    const long = plainText('a'.repeat(400));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
