import { describe, expect, it } from 'vitest';
import { pageCount, paginate } from '../../src/domain/pagination';
import { pagedByServer } from '../../src/domain/server-pages';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pages of 7 rows', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
  ])('%i rows make %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    // rows, asked page, shown page, first row, row count, previous, next, label
    [15, 1, 1, 1, 7, false, true, 'Page 1 of 3'],
    [15, 2, 2, 8, 7, true, true, 'Page 2 of 3'],
    [15, 3, 3, 15, 1, true, false, 'Page 3 of 3'],
    [15, 9, 3, 15, 1, true, false, 'Page 3 of 3'],
    [15, 0, 1, 1, 7, false, true, 'Page 1 of 3'],
    [5, 1, 1, 1, 5, false, false, 'Page 1 of 1'],
  ])('%i rows, page %i → page %i', (total, asked, page, first, count, canPrevious, canNext, label) => {
    const result = paginate(rows(total), asked);
    expect(result.page).toBe(page);
    expect(result.rows[0]).toBe(first);
    expect(result.rows).toHaveLength(count);
    expect(result).toMatchObject({ canPrevious, canNext, label });
  });
});

describe('a page the server cut', () => {
  it('shows the rows as answered and counts pages from the total the server reported', () => {
    const page = pagedByServer(['a', 'b'], { total: 16, exact: true }, 3);
    expect(page).toMatchObject({
      rows: ['a', 'b'],
      page: 3,
      pageCount: 3,
      canPrevious: true,
      canNext: false,
    });
    expect(page.label).toBe('Page 3 of 3');
  });

  it('clamps a page beyond the last to the last, like a page cut in the browser', () => {
    expect(pagedByServer([], { total: 10, exact: true }, 9).page).toBe(2);
    expect(
      paginate(
        Array.from({ length: 10 }, (_, i) => i),
        9,
      ).page,
    ).toBe(2);
  });

  it("past the server's count, says the pages are a floor and lets Next lead on while pages come back full", () => {
    const full = pagedByServer(['a', 'b', 'c', 'd', 'e', 'f', 'g'], { total: 10_000, exact: false }, 1429);
    expect(full).toMatchObject({ page: 1429, pageCount: 1429, canPrevious: true, canNext: true });
    expect(full.label).toBe('Page 1429 of 1429+ (more than 10,000 match)');
    const beyond = pagedByServer(['a'], { total: 10_000, exact: false }, 1500);
    expect(beyond).toMatchObject({ page: 1500, pageCount: 1500, canNext: false });
    expect(pagedByServer(['a'], { total: 10_000, exact: false }, 1).label).toBe(
      'Page 1 of 1429+ (more than 10,000 match)',
    );
  });
});
