/** Baht amounts as the lottery office prints them: "6,000,000" (satang only when present). */
export function formatBaht(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return /^0*$/.test(fraction) ? grouped : `${grouped}.${fraction}`;
}
