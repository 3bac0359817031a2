/**
 * Who issues the invoices: the demo company, printed on every document as it is (not translated).
 * Its office is in San Francisco, where its bank (Pacific Coast Bank, in the payment details) is; the
 * phone numbers are in the 555-01xx block, which is kept for fiction and rings nobody.
 */
export const ISSUER = {
  name: 'Vantage Labs',
  address: ['Suite 410, 75 Larkspur Row', 'San Francisco, CA 94107, USA', '+1 (415) 555-0136, +1 (415) 555-0172'],
} as const
