import { describe, expect, it } from 'vitest';
import { categoryMatcher, findCategoryPath, showMoreLabel, visibleChildren } from './categories';

const tree = [
  {
    id: 1,
    name: 'CULTIVO',
    children: [
      { id: 11, name: 'Sustratos', children: [{ id: 111, name: 'Turba', children: [] }] },
      { id: 12, name: 'Macetas', children: [] },
    ],
  },
  { id: 2, name: 'ILUMINARIA', children: [] },
];

describe('category tree', () => {
  it('finds the path to a category by id or by name', () => {
    expect(findCategoryPath(tree, categoryMatcher({ id: 111, name: null })).map((n) => n.id)).toEqual([
      1, 11, 111,
    ]);
    expect(
      findCategoryPath(tree, categoryMatcher({ id: null, name: 'iluminaria' })).map((n) => n.id),
    ).toEqual([2]);
    expect(findCategoryPath(tree, categoryMatcher({ id: 99, name: null }))).toEqual([]);
    expect(findCategoryPath(tree, categoryMatcher({ id: null, name: null }))).toEqual([]);
  });

  it('truncates subcategories at 8', () => {
    const children = Array.from({ length: 11 }, (_, i) => i);
    expect(visibleChildren(children, false)).toEqual({ items: children.slice(0, 8), hidden: 3 });
    expect(visibleChildren(children, true)).toEqual({ items: children, hidden: 0 });
    expect(visibleChildren(children.slice(0, 8), false).hidden).toBe(0);
    expect(visibleChildren(undefined, false)).toEqual({ items: [], hidden: 0 });
    expect(showMoreLabel(3)).toBe('Ver más (3)');
  });
});
