import { formatCount, formatDayMonthYear } from './format';

describe('formatCount', () => {
  it('groups thousands like en-US toLocaleString', () => {
    for (const n of [0, 7, 999, 1000, 5278, 10000, 1234567, -4200, 1500.5]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});

describe('formatDayMonthYear', () => {
  it('writes a date as en-GB day, short month and year', () => {
    expect(formatDayMonthYear('2026-11-05')).toBe('5 Nov 2026');
    expect(formatDayMonthYear('2025-01-31')).toBe('31 Jan 2025');
    expect(formatDayMonthYear('not a date')).toBe('not a date');
    expect(formatDayMonthYear('2025-01-31')).toBe(
      new Date('2025-01-31T00:00:00Z').toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
  });
});
