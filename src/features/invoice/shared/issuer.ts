/** Who issues the invoices: the demo studio's name and address, printed on every document as they are (not translated). */
export const ISSUER = {
  name: 'Vantage',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA', '+1 (123) 456 7891, +44 (876) 543 2198'],
} as const
