import { formatMoney, parseCents, type Currency } from '@lottery/contracts';

/** A decimal USD amount from the server ("3.50") in the active currency; the raw text if odd. */
export function formatUsd(amount: string, currency: Currency): string {
  try {
    const cents = parseCents(amount);
    return cents === null ? amount : formatMoney(cents, currency);
  } catch {
    return amount;
  }
}

/** Baht amounts as the lottery office prints them: "6,000,000" (satang only when present). */
export function formatBaht(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return /^0*$/.test(fraction) ? grouped : `${grouped}.${fraction}`;
}
