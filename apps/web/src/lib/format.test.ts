import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, moneyInputText, parseMoneyInput } from './format.ts';
import { localeFor } from './locale.ts';

describe('format', () => {
  it('shows minor units as rupees with Indian grouping', () => {
    expect(formatMoney(15050)).toBe('₹150.50');
    expect(formatMoney(12345600)).toBe('₹1,23,456.00');
    expect(formatMoney(0)).toBe('₹0.00');
  });

  it('reads an amount typed in rupees as paise, refusing more decimals than the currency has', () => {
    expect(parseMoneyInput('150.5')).toBe(15050);
    expect(parseMoneyInput('1,200')).toBe(120000);
    expect(parseMoneyInput('0.05')).toBe(5);
    expect(parseMoneyInput('1.234')).toBeUndefined();
    expect(parseMoneyInput('-3')).toBeUndefined();
    expect(parseMoneyInput('abc')).toBeUndefined();
    expect(moneyInputText(15050)).toBe('150.50');
  });

  it('shows instants in Asia/Kolkata and plain dates without shifting the day', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDateTime('2026-01-31T20:00:00Z')).toMatch(/1 Feb 2026.*1:30/);
    expect(formatDate('2026-01-31T20:00:00Z')).toBe('1 Feb 2026');
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
  });

  it('maps the panel languages to Indian locales', () => {
    expect(localeFor('en')).toBe('en-IN');
    expect(localeFor('gu')).toBe('gu-IN');
    expect(localeFor('ar')).toBe('ar');
  });
});
