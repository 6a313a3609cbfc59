import { describe, expect, it } from 'vitest';
import { slideDirection, type SlideDirection } from '@/shell';

describe('slideDirection', () => {
  const table: Array<[string | null | undefined, string, boolean, SlideDirection]> = [
    // from, to, isBack, expected
    ['', 'CustomerInfo', false, 'left'],
    ['Index', 'CustomerInfo', false, 'left'],
    ['CustomerInfo', 'MoreInfoDetail', false, 'right'],
    ['MoreInfoDetail', 'CustomerInfo', true, 'right'],
    ['CustomerInfo', 'Index', true, 'right'],
    ['CustomerInfo', 'Index', false, 'right'],
    ['Index', 'CustomerInfo', true, 'right'],
    ['index', 'CustomerInfo', false, 'right'],
    [undefined, 'Index', false, 'none'],
    [null, 'CustomerInfo', false, 'none'],
  ];
  it.each(table)('from %j to %j (back: %j) slides %s', (fromName, toName, isBack, expected) => {
    expect(slideDirection({ fromName, toName, isBack })).toBe(expected);
  });
});
