import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { INVOICE_CURRENCIES, INVOICE_SORT_FIELDS, INVOICE_STATUSES, PAYMENT_METHODS } from './invoiceValues'
import { hasCentPrecision } from './invoiceTotals'
import { Count, Id, IdParam } from './numbers'
import { allDataAnswer, allDataQuery, pageAnswer, pageQuery } from './paging'
import { DEFAULT_PER_PAGE } from './values'
import { Day } from './day'
import { MAX_SUBJECT_LENGTH, emailAddress, isoDate, multilineText, personName, searchText, text } from './text'

export { INVOICE_CURRENCIES, INVOICE_SORT_FIELDS, INVOICE_STATUSES, PAYMENT_METHODS } from './invoiceValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Invoice')

// ---- Entities ----

export const InvoiceStatus = z.enum(INVOICE_STATUSES)
export type InvoiceStatus = z.infer<typeof InvoiceStatus>

export const PaymentMethod = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const InvoiceCurrency = z.enum(INVOICE_CURRENCIES)
export type InvoiceCurrency = z.infer<typeof InvoiceCurrency>

/** An amount of money in cents: a whole number, so no sum is ever rounded twice. */
export const Cents = Count

/** A percent from 0 to 100 with at most two decimals (12.5, 7.25). */
const Percent = z
  .number()
  .min(0)
  .max(100)
  .refine(hasCentPrecision, 'Use at most two decimals')

/** Who an invoice is for: the core API's fields. */
export const InvoiceClient = z.object({
  address: z.string(),
  company: z.string(),
  companyEmail: z.email(),
  country: z.string(),
  /** A phone number as typed; '' when unknown. */
  contact: z.string(),
  name: z.string(),
})
export type InvoiceClient = z.infer<typeof InvoiceClient>

/** A client of the clients call: the core API's fields with, beyond it, an id (to choose it) and an avatar ('' for none). */
export const Client = InvoiceClient.extend({ id: Id, avatar: z.string() }).meta({ id: 'Client' })
export type Client = z.infer<typeof Client>

/** Beyond the core API: one line of the document. Money in cents. */
export const InvoiceItem = z.object({
  /** Unique within its invoice. */
  id: Id,
  name: z.string(),
  description: z.string(),
  /** The unit cost, in cents. */
  cost: Cents,
  quantity: z.number().int().positive(),
  /** cost × quantity, in cents, computed by the server. */
  price: Cents,
})
export type InvoiceItem = z.infer<typeof InvoiceItem>

/** Beyond the core API: money received against an invoice. */
export const Payment = z.object({
  /** Unique within its invoice. */
  id: Id,
  date: Day,
  /** In cents, more than 0. */
  amount: Cents.positive(),
  method: PaymentMethod,
  note: z.string(),
})
export type Payment = z.infer<typeof Payment>

/** Beyond the core API: the document's sums in cents, all computed by the server from the items and payments. */
export const InvoiceAmounts = z.object({
  subtotal: Cents,
  discount: Cents,
  tax: Cents,
  total: Cents,
  /** Every payment together. */
  paid: Cents,
  /** total - paid. */
  balance: Cents,
})
export type InvoiceAmounts = z.infer<typeof InvoiceAmounts>

/**
 * One invoice. The core API's fields keep their shapes: `total` is the amount in the currency's main unit
 * (3428.5), `balance` the amount due as text ("$724.50") or the number 0. Beyond the core API, the
 * document itself: its lines, discount and tax (percents), note, salesperson, currency, payments, and
 * `amounts`, every sum in cents, which screens format in the active locale.
 */
export const Invoice = z.object({
  id: Id,
  issuedDate: Day,
  client: InvoiceClient,
  /** What the invoice is for: its first line's name. */
  service: z.string(),
  total: z.number().nonnegative(),
  /** The client's picture: an image path or URL, '' when there is none (the screens show initials). */
  avatar: z.string(),
  invoiceStatus: InvoiceStatus,
  balance: z.union([z.string(), z.literal(0)]),
  dueDate: Day,
  clientId: Id,
  items: z.array(InvoiceItem).min(1),
  discount: Percent,
  tax: Percent,
  note: z.string(),
  salesperson: z.string(),
  currency: InvoiceCurrency,
  /** Oldest first. */
  payments: z.array(Payment),
  amounts: InvoiceAmounts,
}).meta({ id: 'Invoice' })
export type Invoice = z.infer<typeof Invoice>

/** Where to pay: the amount due as text, and the issuer's bank. */
export const PaymentDetails = z.object({
  totalDue: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof PaymentDetails>

export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number]

/** What `q` searches: the client's email or name. */
export const INVOICE_SEARCH_FIELDS = ['client.companyEmail', 'client.name'] as const

// ---- Limits of what a client may write (each a 400 naming the field) ----

/** The most lines one invoice has. */
export const MAX_INVOICE_ITEMS = 50
/** The largest unit cost, in cents ($1 000 000). */
export const MAX_ITEM_COST = 100_000_000
/** The largest quantity of one line. */
export const MAX_ITEM_QUANTITY = 10_000
/** The longest note, message of a sent invoice, or payment note. */
export const MAX_INVOICE_NOTE_LENGTH = 2000
/** The longest name, company, country or salesperson. */
export const MAX_INVOICE_TEXT_LENGTH = 100
/** The longest contact (phone number) of a client. */
export const MAX_CLIENT_CONTACT_LENGTH = 30
/** The longest address of a client (it may take several lines). */
export const MAX_CLIENT_ADDRESS_LENGTH = 200
/** The longest description of a line. */
export const MAX_ITEM_DESCRIPTION_LENGTH = 500
/** The longest note of a payment. */
export const MAX_PAYMENT_NOTE_LENGTH = 500

// Every text is trimmed; names are normalised (NFC) and take no bidirectional marks (./text).
const trimmed = (max: number) => text(max, { trim: true })
const trimmedLines = (max: number) => multilineText(max, { trim: true })

/** A new client, typed in on the invoice form: name and email are required. */
export const ClientInput = z.object({
  name: personName(MAX_INVOICE_TEXT_LENGTH).min(1),
  companyEmail: emailAddress({ required: true }),
  company: trimmed(MAX_INVOICE_TEXT_LENGTH).default(''),
  country: trimmed(MAX_INVOICE_TEXT_LENGTH).default(''),
  contact: trimmed(MAX_CLIENT_CONTACT_LENGTH).default(''),
  address: trimmedLines(MAX_CLIENT_ADDRESS_LENGTH).default(''),
})
export type ClientInput = z.input<typeof ClientInput>

/** A line as a client sends it: an `id` or `price` it sends is ignored (the server numbers and prices lines). */
export const InvoiceItemInput = z.object({
  name: trimmed(MAX_INVOICE_TEXT_LENGTH).min(1),
  description: trimmedLines(MAX_ITEM_DESCRIPTION_LENGTH).default(''),
  cost: Cents.max(MAX_ITEM_COST),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
})
export type InvoiceItemInput = z.input<typeof InvoiceItemInput>

/**
 * The fields of the invoice form. Either `clientId` (an existing client) or `client` (a new one,
 * added to the clients). Any `total`, `balance`, `amounts` or status a client sends is ignored.
 */
const invoiceFields = {
  clientId: Id.optional(),
  client: ClientInput.optional(),
  issuedDate: isoDate(),
  dueDate: isoDate(),
  items: z.array(InvoiceItemInput).min(1, 'Add at least one item').max(MAX_INVOICE_ITEMS, `Add at most ${MAX_INVOICE_ITEMS} items`),
  discount: Percent.default(0),
  tax: Percent.default(0),
  note: trimmedLines(MAX_INVOICE_NOTE_LENGTH).default(''),
  salesperson: personName(MAX_INVOICE_TEXT_LENGTH).default(''),
  currency: InvoiceCurrency.default('USD'),
}

type InvoiceFields = z.output<z.ZodObject<typeof invoiceFields>>

/** What no single field can say: one client, and a due date that is not before the issue date. */
function checkInvoice(fields: InvoiceFields, ctx: z.core.$RefinementCtx<InvoiceFields>): void {
  if ((fields.clientId === undefined) === (fields.client === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Choose a client or add a new one', input: fields.clientId })
  }
  if (fields.dueDate < fields.issuedDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date is before the issue date', input: fields.dueDate })
  }
}

export const NewInvoice = z.object(invoiceFields).superRefine(checkInvoice)
export type NewInvoice = z.input<typeof NewInvoice>

/** The whole form again, for one invoice: it replaces the document's fields (payments and status stay). */
export const InvoiceChanges = z.object({ id: Id, ...invoiceFields }).superRefine(checkInvoice)
export type InvoiceChanges = z.input<typeof InvoiceChanges>

export const InvoiceMail = z.object({
  id: Id,
  to: emailAddress({ required: true }),
  subject: trimmed(MAX_SUBJECT_LENGTH).min(1),
  /** Plain text; the mail shows it as typed. */
  message: trimmedLines(MAX_INVOICE_NOTE_LENGTH).default(''),
})
export type InvoiceMail = z.input<typeof InvoiceMail>

export const NewPayment = z.object({
  id: Id.describe('The invoice.'),
  /** In cents: more than 0 and at most the balance due (a 400 naming amount otherwise). */
  amount: z.number().int(),
  date: isoDate(),
  method: PaymentMethod,
  note: trimmed(MAX_PAYMENT_NOTE_LENGTH).default(''),
})
export type NewPayment = z.input<typeof NewPayment>

export const InvoicesQuery = z.object({
  ...pageQuery({ defaultPerPage: DEFAULT_PER_PAGE, searchFields: INVOICE_SEARCH_FIELDS, sortBy: INVOICE_SORT_FIELDS, sortBeyondSpec: true }),
  status: InvoiceStatus.optional().describe('Only invoices of this status.'),
  ...allDataQuery(),
})
export type InvoicesQuery = z.input<typeof InvoicesQuery>

export const InvoicesPage = z.object({
  /** Every invoice, unfiltered, newest first (the core API's `allData`); the list screen asks without it. */
  ...allDataAnswer(Invoice),
  ...pageAnswer('invoices', Invoice),
})
export type InvoicesPage = z.infer<typeof InvoicesPage>

export const InvoiceWithPaymentDetails = z.object({ invoice: Invoice, paymentDetails: PaymentDetails })
export type InvoiceWithPaymentDetails = z.infer<typeof InvoiceWithPaymentDetails>

const OneInvoice = z.object({ invoice: Invoice })
export type OneInvoice = z.infer<typeof OneInvoice>

// ---- Endpoints ----
// Without sortBy the list is newest first (the highest id on top): an invoice just added leads.

export const invoicesData = endpoint({
  method: 'GET',
  path: '/apps/invoice/invoices',
  description:
    "One page of the invoices whose client's email or name contains q (ignoring case), of the given status, newest first unless sorted; with allData (every invoice, unless allData=false) and total (every match).",
  query: InvoicesQuery,
  response: InvoicesPage,
})

export const getInvoice = endpoint({
  method: 'GET',
  path: '/api/invoice/invoices/:id',
  description: 'One invoice with the payment details (the amount due and the bank). Unknown id: 404.',
  params: z.object({ id: IdParam }),
  response: InvoiceWithPaymentDetails,
  errors: NOT_FOUND,
})

export const deleteInvoice = endpoint({
  method: 'DELETE',
  path: '/apps/invoice/delete',
  description: 'Removes an invoice (204). Unknown id: 404, nothing removed.',
  status: 204,
  query: z.object({ id: IdParam }),
  response: z.undefined(),
  errors: NOT_FOUND,
})

export const invoiceClients = endpoint({
  method: 'GET',
  path: '/api/invoice/clients',
  description:
    'The first 5 clients, as a plain list. Beyond the SPEC: q keeps the clients whose name, company or email contains it (ignoring case), still at most 5.',
  query: z.object({ q: searchText().default('').describe('Beyond the SPEC: case-insensitive text found in name, company or companyEmail.') }),
  response: z.array(Client),
})

// ---- Beyond the core API (`beyondSpec`): writing invoices ----
// The admin template this API comes from only pretends to save, send and take payments; these calls do. Every sum is
// computed by the server from the lines, in integer cents (see ./invoiceTotals.ts): sums a client
// sends are ignored. Statuses follow the money: a payment makes an invoice Partial Payment while a
// balance remains and Paid at 0.

export const addInvoice = endpoint({
  method: 'POST',
  path: '/apps/invoice/add',
  description:
    'Adds a Draft invoice (201) for an existing client (clientId; unknown: 400) or a new one (client, added to the clients), priced from its items. Bad fields: 400 naming them.',
  status: 201,
  body: NewInvoice,
  response: OneInvoice,
  beyondSpec: true,
})

export const updateInvoice = endpoint({
  method: 'POST',
  path: '/apps/invoice/update',
  description:
    'Replaces the fields of an invoice as the form sends them and prices it again; payments stay, and a total below what was paid is a 400 naming items. Unknown id: 404.',
  body: InvoiceChanges,
  response: OneInvoice,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const sendInvoice = endpoint({
  method: 'POST',
  path: '/apps/invoice/send',
  description:
    "Mails an invoice: the mail (the invoice attached as an HTML document) lands in the email app's sent folder, and a Draft, Downloaded or Past Due invoice becomes Sent (Paid and Partial Payment keep theirs). Answers the invoice and the mail's id. Unknown id: 404.",
  body: InvoiceMail,
  response: OneInvoice.extend({ emailId: Id }),
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const addInvoicePayment = endpoint({
  method: 'POST',
  path: '/apps/invoice/add-payment',
  description:
    'Records a payment: the balance falls by amount (cents), and the invoice becomes Partial Payment, or Paid at 0. An amount of 0 or less, or over the balance: 400 naming amount. Unknown id: 404.',
  body: NewPayment,
  response: OneInvoice,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const duplicateInvoice = endpoint({
  method: 'POST',
  path: '/apps/invoice/duplicate',
  description:
    'Copies an invoice (201) as a new Draft issued today, due after the same number of days, with no payments. Unknown id: 404.',
  status: 201,
  body: z.object({ id: Id }),
  response: OneInvoice,
  errors: NOT_FOUND,
  beyondSpec: true,
})
