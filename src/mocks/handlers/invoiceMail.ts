import { thumbnailFor, type ComposedEmail, type EmailAttachment } from '@/api/contract/email'
import type { Invoice } from '@/api/contract/invoices'
import { amountText } from '@/api/contract/invoiceTotals'

/**
 * The mail that sending an invoice writes (beyond the core API): the user's message, with the invoice
 * attached as a small HTML document that opens and prints in any browser. Every text from the
 * invoice or the user is escaped: the mail app shows the message, and the attachment is a page.
 */
export function invoiceMail(invoice: Readonly<Invoice>, { to, subject, message }: { to: string; subject: string; message: string }): Required<ComposedEmail> {
  // The client's name when the mail goes to the client's address; a bare address otherwise.
  const name = invoice.client.companyEmail.toLowerCase() === to.toLowerCase() ? invoice.client.name : ''
  return {
    to: [{ name, email: to }],
    cc: [],
    bcc: [],
    subject,
    message: paragraphs(message),
    attachments: [invoiceAttachment(invoice)],
  }
}

/** Plain text as HTML: a paragraph per blank-line-separated block, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * The invoice as an attached HTML file, carried in a data: URL as bytes to download (never as
 * text/html, which an attachment's URL may not be: the mail's link saves the file, it does not open it).
 */
export function invoiceAttachment(invoice: Readonly<Invoice>): EmailAttachment {
  const bytes = new TextEncoder().encode(invoiceDocument(invoice))
  const fileName = `Invoice-${invoice.id}.html`
  return { fileName, thumbnail: thumbnailFor(fileName), url: `data:application/octet-stream;base64,${base64(bytes)}`, size: bytes.length }
}

function invoiceDocument(invoice: Readonly<Invoice>): string {
  const money = (cents: number) => escapeHtml(amountText(cents, invoice.currency))
  const { client, amounts } = invoice
  const rows = invoice.items
    .map((item) => `<tr><td>${escapeHtml(item.name)}<br><small>${escapeHtml(item.description)}</small></td><td>${money(item.cost)}</td><td>${item.quantity}</td><td>${money(item.price)}</td></tr>`)
    .join('')
  const sums: [string, number][] = [
    ['Subtotal', amounts.subtotal],
    [`Discount (${invoice.discount}%)`, amounts.discount],
    [`Tax (${invoice.tax}%)`, amounts.tax],
    ['Total', amounts.total],
    ['Paid', amounts.paid],
    ['Balance due', amounts.balance],
  ]
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice #${invoice.id}</title></head><body>`,
    `<h1>Invoice #${invoice.id}</h1>`,
    `<p>Issued ${invoice.issuedDate}, due ${invoice.dueDate}</p>`,
    `<p>${[client.name, client.company, client.address, client.country, client.contact, client.companyEmail].filter(Boolean).map(escapeHtml).join('<br>')}</p>`,
    `<table><thead><tr><th>Item</th><th>Cost</th><th>Qty</th><th>Price</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<table>${sums.map(([label, cents]) => `<tr><th>${escapeHtml(label)}</th><td>${money(cents)}</td></tr>`).join('')}</table>`,
    invoice.note ? `<p>${escapeHtml(invoice.note)}</p>` : '',
    '</body></html>',
  ].join('')
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
