import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { formatMoney } from '@/lib/money'
import { ISSUER } from './issuer'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = [
  'body{font:14px/1.5 system-ui,sans-serif;color:#222;max-width:800px;margin:2rem auto;padding:0 1rem}',
  'table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{padding:.5rem;border-bottom:1px solid #ddd;text-align:start;vertical-align:top}',
  '.n{text-align:end;white-space:nowrap}.cols{display:flex;justify-content:space-between;gap:2rem}small{color:#666}',
  '@page{size:A4;margin:15mm}',
].join('')

/**
 * The invoice as a page of its own (the download): what the document on screen shows, in `i18n`'s
 * language and the page's direction, with its own styles, so it opens and prints in any browser
 * without the app. Every text from the invoice is escaped.
 */
export function invoicePage({ invoice, paymentDetails }: InvoiceWithPaymentDetails, i18n: I18n, direction: 'ltr' | 'rtl'): string {
  const say = (descriptor: MessageDescriptor) => escape(i18n._(descriptor))
  const money = (cents: number) => escape(formatMoney(cents, invoice.currency, i18n.locale))
  const day = (iso: string) => escape(i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }))
  const percent = (rate: number) => i18n.number(rate / 100, { style: 'percent', maximumFractionDigits: 2 })
  const lines = (values: readonly string[]) => values.filter(Boolean).map(escape).join('<br>')
  const { id, client, amounts, discount, tax } = invoice
  const [discountRate, taxRate] = [percent(discount), percent(tax)]
  const title = say(msg`Invoice #${id}`)
  const rows = invoice.items
    .map(
      (item) =>
        `<tr><td>${escape(item.name)}<br><small>${escape(item.description)}</small></td><td class="n">${money(item.cost)}</td><td class="n">${i18n.number(item.quantity)}</td><td class="n">${money(item.price)}</td></tr>`,
    )
    .join('')
  const sums = [
    [say(msg`Subtotal`), amounts.subtotal],
    [say(msg`Discount (${discountRate})`), amounts.discount],
    [say(msg`Tax (${taxRate})`), amounts.tax],
    [say(msg`Total`), amounts.total],
    [say(msg`Paid`), amounts.paid],
    [say(msg`Balance due`), amounts.balance],
  ] as const
  return [
    `<!doctype html><html lang="${escape(i18n.locale)}" dir="${direction}"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head><body>`,
    `<div class="cols"><p><strong>${escape(ISSUER.name)}</strong><br>${lines(ISSUER.address)}</p>`,
    `<p><strong>${title}</strong><br>${say(msg`Date issued:`)} ${day(invoice.issuedDate)}<br>${say(msg`Date due:`)} ${day(invoice.dueDate)}</p></div>`,
    `<div class="cols"><p><strong>${say(msg`Invoice To:`)}</strong><br>${lines([client.name, client.company, client.address, client.contact, client.companyEmail])}</p>`,
    `<p><strong>${say(msg`Bill To:`)}</strong><br>${say(msg`Total due:`)} ${money(amounts.balance)}<br>${say(msg`Bank name:`)} ${escape(paymentDetails.bankName)}<br>`,
    `${say(msg`Country:`)} ${escape(paymentDetails.country)}<br>IBAN: ${escape(paymentDetails.iban)}<br>SWIFT: ${escape(paymentDetails.swiftCode)}</p></div>`,
    `<table><thead><tr><th>${say(msg`Item`)}</th><th class="n">${say(msg`Cost`)}</th><th class="n">${say(msg`Qty`)}</th><th class="n">${say(msg`Price`)}</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<table>${sums.map(([label, cents]) => `<tr><th>${label}</th><td class="n">${money(cents)}</td></tr>`).join('')}</table>`,
    invoice.salesperson ? `<p>${say(msg`Salesperson:`)} ${escape(invoice.salesperson)}</p>` : '',
    invoice.note ? `<p>${say(msg`Note:`)} ${escape(invoice.note)}</p>` : '',
    '</body></html>',
  ].join('')
}
