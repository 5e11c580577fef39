import { describe, expect, it } from 'vitest';
import { arrange, moveToEnd, orderChanges } from './order-numbers';

describe('orderChanges', () => {
  it('swaps the slots the products held, leaving the numbers of everything else', () => {
    // Products of one category at slots 3, 7 and 12 of the whole catalogue; the last moved to first.
    const arranged = [
      { id: 30, order: 12 },
      { id: 10, order: 3 },
      { id: 20, order: 7 },
    ];
    expect(orderChanges(arranged)).toEqual([
      { id: 30, order: 3 },
      { id: 10, order: 7 },
      { id: 20, order: 12 },
    ]);
  });

  it('sends nothing for an unchanged order', () => {
    expect(
      orderChanges([
        { id: 1, order: 1 },
        { id: 2, order: 2 },
      ]),
    ).toEqual([]);
  });

  it('breaks ties so the new order holds (new products all at 0)', () => {
    const arranged = [
      { id: 5, order: 0 },
      { id: 9, order: 0 },
      { id: 7, order: 0 },
      { id: 1, order: 4 },
    ];
    expect(orderChanges(arranged)).toEqual([
      { id: 9, order: 1 },
      { id: 7, order: 2 },
    ]);
  });

  it('never answers a number below 0 and keeps the numbers strictly increasing', () => {
    const arranged = [
      { id: 1, order: 2 },
      { id: 2, order: 2 },
      { id: 3, order: 0 },
      { id: 4, order: 1 },
    ];
    const changes = new Map(orderChanges(arranged).map((change) => [change.id, change.order]));
    const numbers = arranged.map((product) => changes.get(product.id) ?? product.order);
    expect(numbers).toEqual([0, 1, 2, 3]);
  });
});

describe('arrange and moveToEnd', () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('follows the edited ids, appends newly loaded items and drops missing ones', () => {
    expect(arrange(items, [3, 9, 1]).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(arrange(items, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });
  it('moves one id to the top or the bottom', () => {
    expect(moveToEnd([1, 2, 3], 3, 'top')).toEqual([3, 1, 2]);
    expect(moveToEnd([1, 2, 3], 1, 'bottom')).toEqual([2, 3, 1]);
  });
});
