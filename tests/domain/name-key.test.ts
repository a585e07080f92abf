import { describe, expect, it } from 'vitest';
import { nameSortKey } from '../../src/domain/name-key';

/** Names and the keys they sort by (docs/product.md §10.18): the table the server's column must agree with. */
const NAME_KEYS: readonly (readonly [string, string])[] = [
  ['Émilie Roy', 'emilie roy'],
  ['Zoë Abbott', 'zoe abbott'],
  ['Łukasz Nowak', 'lukasz nowak'],
  ['Ørjan Berg', 'orjan berg'],
  ['Strauß', 'strauss'],
  ['Ærøskøbing', 'aeroskobing'],
  ['Œdipe', 'oedipe'],
  ['Đorđe Þórsson', 'dorde thorsson'],
  ['Nguyễn Thị Ánh', 'nguyen thi anh'],
  ['ÇAĞLA Şahin', 'cagla sahin'],
  ['Ольга Ёлкина', 'ольга елкина'],
  ['de Vries', 'de vries'],
  ['O’Brien-Smith', 'o’brien-smith'],
];

describe('a name’s sort key', () => {
  it.each(NAME_KEYS)('%s sorts as %s', (name, key) => {
    expect(nameSortKey(name)).toBe(key);
  });

  it('orders names as a person reads them, whatever their accents and case', () => {
    const names = ['Zoë', 'émilie', 'Łukasz', 'Adam', 'Ethan', 'Mary', 'Ørjan'];
    const sorted = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['Adam', 'émilie', 'Ethan', 'Łukasz', 'Mary', 'Ørjan', 'Zoë']);
  });
});
