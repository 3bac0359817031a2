/**
 * An amount kept in integer cents, written in `locale` with its currency's sign and digits:
 * formatMoney(342850, 'EUR', 'de') is "3.428,50 €", formatMoney(342850, 'USD', 'en') "$3,428.50".
 * Amounts are whole cents everywhere (no float sums); only the display divides.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}
