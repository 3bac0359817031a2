import type { Client, Invoice, InvoiceClient, InvoiceCurrency, InvoiceItem, InvoiceStatus, Payment, PaymentDetails } from '@/api/contract/invoices'
import { INVOICE_STATUSES, PAYMENT_METHODS } from '@/api/contract/invoiceValues'
import { balanceField, invoiceSums, linePrice, mainUnits, amountText } from '@/api/contract/invoiceTotals'
import { addDays, seedDay, type Day } from './clock'
import { seededRandom, type Random } from './random'
import { copyId, numberedAddress, numberedName } from './scenarios'

/**
 * The invoice app's demo data: 20 clients and 60 invoices over every status, the same on every run.
 * Stored as the API shows them; every sum comes from `priced()`, so stored sums always agree with
 * the lines and payments.
 */

export const INVOICE_COUNT = 60
/** The first invoice number, as in the template's data. */
export const FIRST_INVOICE_ID = 4987

/** An invoice as written: everything but its id and what `priced()` computes. */
export type InvoiceDocument = Omit<Invoice, 'id' | 'total' | 'balance' | 'amounts' | 'service' | 'items'> & {
  items: Omit<InvoiceItem, 'price'>[]
}

/** The document with its computed fields: line prices, sums in cents, and the core API's total, balance and service. */
export function priced(document: InvoiceDocument): Omit<Invoice, 'id'> {
  const items = document.items.map((item) => ({ ...item, price: linePrice(item) }))
  const { subtotal, discount, tax, total } = invoiceSums(items, document.discount, document.tax)
  const paid = document.payments.reduce((sum, payment) => sum + payment.amount, 0)
  const balance = total - paid
  return {
    ...document,
    items,
    service: items[0]?.name ?? '',
    total: mainUnits(total),
    balance: balanceField(balance, document.currency),
    amounts: { subtotal, discount, tax, total, paid, balance },
  }
}

/** Where to pay (`PaymentDetails`): the issuer's bank, the same for every invoice, and the amount due. */
export function paymentDetailsOf(invoice: Pick<Invoice, 'amounts' | 'currency'>): PaymentDetails {
  return {
    totalDue: amountText(invoice.amounts.balance, invoice.currency),
    bankName: 'Pacific Coast Bank',
    country: 'United States',
    iban: 'US32 PCBK 0045 1920 7763 18',
    swiftCode: 'PCBKUS6L',
  }
}

// ---- Clients ----

type SeedClient = Omit<Client, 'id' | 'avatar'>

const CLIENTS: SeedClient[] = [
  { name: 'Nathan Brooks', company: 'Kestrel Analytics', companyEmail: 'nathan.brooks@kestrelanalytics.com', country: 'United States', contact: '(503) 555-0114', address: '1220 NW Everett Street, Portland, OR' },
  { name: 'Hailey Sorensen', company: 'Brightwater Logistics', companyEmail: 'hsorensen@brightwaterlogistics.com', country: 'United States', contact: '(612) 555-0158', address: '710 Washington Avenue N, Minneapolis, MN' },
  { name: 'Maude Tremblay', company: 'Orbit Learning', companyEmail: 'maude@orbitlearning.ca', country: 'Canada', contact: '(514) 555-0163', address: '4120 Rue Saint-Denis, Montréal, QC' },
  { name: 'Callum Reid', company: 'Summit Legal Partners', companyEmail: 'c.reid@summitlegal.co.uk', country: 'United Kingdom', contact: '+44 20 7946 0412', address: '27 Clerkenwell Close, London' },
  { name: 'Gabriela Ortiz', company: 'Copperleaf Foods', companyEmail: 'gabriela.ortiz@copperleaffoods.com', country: 'United States', contact: '(512) 555-0178', address: '2300 E Cesar Chavez Street, Austin, TX' },
  { name: 'Chloe Harrington', company: 'Silverline Freight', companyEmail: 'chloe.h@silverlinefreight.com.au', country: 'Australia', contact: '+61 2 5550 3127', address: '88 Harris Street, Pyrmont NSW' },
  { name: 'Desmond Akers', company: 'Ironbark Construction', companyEmail: 'dakers@ironbarkbuild.com', country: 'United States', contact: '(404) 555-0126', address: '950 Marietta Street NW, Atlanta, GA' },
  { name: 'Valeria Quintero', company: 'Fernway Travel', companyEmail: 'valeria@fernwaytravel.mx', country: 'Mexico', contact: '+52 55 5208 1934', address: 'Calle Durango 214, Roma Norte, Ciudad de México' },
  { name: 'Jonas Hartmann', company: 'Hafenrand Logistik GmbH', companyEmail: 'j.hartmann@hafenrand.de', country: 'Germany', contact: '+49 40 3290 5512', address: 'Am Sandtorkai 41, Hamburg' },
  { name: 'Inès Garnier', company: 'Maison Garnier Céramique', companyEmail: 'ines@maison-garnier.fr', country: 'France', contact: '+33 4 78 42 19 60', address: '12 rue Mercière, Lyon' },
  { name: 'Duarte Nogueira', company: 'Atlântico Têxteis Lda', companyEmail: 'duarte@atlantico-texteis.pt', country: 'Portugal', contact: '+351 22 608 4410', address: 'Rua de Santa Catarina 212, Porto' },
  { name: 'Yasmin Rahman', company: 'Northstar Media Group', companyEmail: 'yasmin.rahman@northstarmedia.co.uk', country: 'United Kingdom', contact: '+44 161 496 0218', address: '9 Jersey Street, Ancoats, Manchester' },
  { name: 'Andre Coleman', company: 'Lumen Energy Co-op', companyEmail: 'andre@lumenenergy.coop', country: 'United States', contact: '(720) 555-0147', address: '1550 Wynkoop Street, Denver, CO' },
  { name: 'Adaeze Nwosu', company: 'Greenhollow Agritech Ltd', companyEmail: 'adaeze.nwosu@greenhollow.ng', country: 'Nigeria', contact: '+234 1 463 2210', address: '21 Akin Adesola Street, Victoria Island, Lagos' },
  { name: 'Karin Sjöberg', company: 'Norrsken Möbler AB', companyEmail: 'karin@norrskenmobler.se', country: 'Sweden', contact: '+46 31 704 1830', address: 'Kungsportsavenyen 19, Göteborg' },
  { name: 'Megan Doyle', company: 'Quarry Lane Software', companyEmail: 'megan.doyle@quarrylane.io', country: 'United States', contact: '(617) 555-0191', address: '88 Seaport Boulevard, Boston, MA' },
  { name: 'Haruto Sato', company: 'Kumo Mobility KK', companyEmail: 'h.sato@kumo-mobility.jp', country: 'Japan', contact: '+81 3 5412 8830', address: '1-4-2 Ebisu, Shibuya, Tokyo' },
  { name: 'Giovanna Bellini', company: 'Bellini Arredamenti S.r.l.', companyEmail: 'giovanna@belliniarredamenti.it', country: 'Italy', contact: '+39 011 562 7740', address: 'Via Po 18, Torino' },
  { name: 'Samir Qureshi', company: 'Meridian Health', companyEmail: 'samir.qureshi@meridianhealth.org', country: 'United States', contact: '(312) 555-0139', address: '680 W Fulton Market, Chicago, IL' },
  { name: 'Ananya Iyer', company: 'Tarang Software Services', companyEmail: 'ananya.iyer@tarangsoftware.in', country: 'India', contact: '+91 20 6721 4400', address: '7 Koregaon Park Road, Pune' },
]

/** Which clients have no picture (the screens show initials): a few, so both are seen. */
const WITHOUT_AVATAR = new Set([4, 9, 15])

/** The 20 demo clients; client n has /images/avatars/n.svg unless it has none. */
export function seedInvoiceClients(): Client[] {
  return CLIENTS.map((client, index) => ({
    ...client,
    id: index + 1,
    avatar: WITHOUT_AVATAR.has(index + 1) ? '' : `/images/avatars/${index + 1}.svg`,
  }))
}

/** Copy `n` of a client, for the large scenarios (./scenarios.ts): another contact at the same company ("Nathan Brooks 2"), with their own email. */
export function copyInvoiceClient(client: Client, n: number): Client {
  return { ...client, ...copiedContact(client, n) }
}

/** What copy `n` of a client changes: its contact's name and email. */
function copiedContact(client: InvoiceClient, n: number): Pick<InvoiceClient, 'name' | 'companyEmail'> {
  return { name: numberedName(client.name, n), companyEmail: numberedAddress(client.companyEmail, n) }
}

/** The currency a client is billed in, by its country. */
function currencyOf(country: string): InvoiceCurrency {
  if (['Germany', 'France', 'Portugal', 'Italy'].includes(country)) return 'EUR'
  if (country === 'United Kingdom') return 'GBP'
  return 'USD'
}

// ---- Invoices ----

/** What Vantage sells: a line's name, description and the range of its unit cost in dollars. */
const SERVICES: [name: string, description: string, minDollars: number, maxDollars: number][] = [
  ['Software Development', 'Backend and front-end work, billed per sprint', 1200, 4800],
  ['UI/UX Design', 'Wireframes, prototypes and the design system', 600, 2400],
  ['Dashboard Configuration', 'Roles, reports and layouts set up for your team', 250, 900],
  ['Design System Licence', 'Vantage Design System for one organisation, per year', 900, 1200],
  ['Website Maintenance', 'Monthly updates, backups and monitoring', 150, 450],
  ['SEO Audit', 'Technical audit with a prioritised action list', 400, 1100],
  ['Cloud Hosting', 'Managed hosting, per month', 80, 320],
  ['Brand Identity', 'Logo, typography and brand guidelines', 1500, 3900],
]

/** Vantage's account managers. */
const SALESPEOPLE = ['Sofia Petrova', 'Diego Alvarez', 'Elise Laurent', 'Oliver Brandt']

const NOTES = [
  'It was a pleasure working with you and your team. We look forward to the next project together. Thank you!',
  'Payment is due within the terms above. Thank you for your business.',
  'Please quote the invoice number with your payment.',
  '',
]

/**
 * The 60 demo invoices, issued over the year up to `today` (the day the data is seeded for,
 * ./clock.ts), none later; a higher id is a later one. Each is the same number of days old for any
 * day: another day moves every date by the same number of days.
 */
export function seedInvoices(today: Day = seedDay()): Invoice[] {
  const random = seededRandom(FIRST_INVOICE_ID)
  const clients = seedInvoiceClients()
  const ages = Array.from({ length: INVOICE_COUNT }, () => random.int(0, OLDEST)).sort((a, b) => b - a)
  const { statuses, paidAfter } = statusesFor(ages, random)

  return ages.map((age, index) => {
    const client = clients[(index * 7) % clients.length]!
    const issuedDate = addDays(today, -age)
    const term = random.pick([15, 30, 45])
    const { id: clientId, avatar, ...contact } = client
    const document: InvoiceDocument = {
      issuedDate,
      // A Past Due invoice's due date has passed.
      dueDate: addDays(issuedDate, statuses[index] === 'Past Due' ? Math.min(term, age - 1) : term),
      client: contact,
      clientId,
      avatar,
      invoiceStatus: statuses[index]!,
      items: seedItems(random),
      discount: random.pick([0, 0, 0, 5, 10, 12.5]),
      tax: random.pick([0, 7.25, 10, 20]),
      note: random.pick(NOTES),
      salesperson: random.pick(SALESPEOPLE),
      currency: currencyOf(client.country),
      payments: [],
    }
    const unpaid = priced(document)
    const payments = seedPayments(unpaid.invoiceStatus, unpaid.amounts.total, addDays(issuedDate, paidAfter[index]!), today, random)
    return { id: FIRST_INVOICE_ID + index, ...priced({ ...document, payments }) }
  })
}

/**
 * Copy `n` of an invoice, under its new number, for the large scenarios (./scenarios.ts): billed to
 * copy `n` of its client (the clients, numbered 1 to 20, grow with the invoices), so the reference holds.
 */
export function copyInvoice(invoice: Invoice, n: number): Invoice {
  return { ...invoice, clientId: copyId(invoice.clientId, n, CLIENTS.length), client: { ...invoice.client, ...copiedContact(invoice.client, n) } }
}

/** The statuses of an invoice that has payments: money comes in from these. */
const PAYING: readonly InvoiceStatus[] = ['Paid', 'Partial Payment']

/** How many days before today the oldest invoice may be: the year up to today. */
const OLDEST = 364

/** The most days before today without a payment: every period a dashboard card offers (28 days, a calendar month, each month of the year) holds one. */
const LONGEST_WAIT = 27

/**
 * Ten invoices of each status, and how many days after its issue each invoice is (or would be)
 * first paid. Money comes in all year: the paying invoices (Paid, Partial Payment) are first picked
 * so that no more than LONGEST_WAIT days before today pass without a payment (the one paid nearest
 * today, then back from it, each time the one whose payment comes earliest within the stretch still
 * uncovered), the rest of them at random; so every period of the dashboards has payments to sum up,
 * whatever the day of the data (./clock.test.ts checks every day of a year). A Past Due one is always
 * at least 30 days old (its due date must have passed), so any that landed on a newer invoice trades
 * places with an older unpaid one.
 */
function statusesFor(ages: readonly number[], random: Random): { statuses: InvoiceStatus[]; paidAfter: number[] } {
  const paidAfter = ages.map(() => random.int(1, 20))
  // Days before today of each invoice's first payment, if it has one.
  const paidAgo = ages.map((age, i) => Math.max(0, age - paidAfter[i]!))
  const all = Array.from({ length: ages.length }, (_, i) => INVOICE_STATUSES[i % INVOICE_STATUSES.length]!)
  const paying = shuffled(all.filter((status) => PAYING.includes(status)), random)
  const unpaid = shuffled(all.filter((status) => !PAYING.includes(status)), random)

  // The payment nearest today first: the current month has money coming in.
  const nearest = paidAgo.indexOf(Math.min(...paidAgo))
  const picked = new Set([nearest])
  for (let from = paidAgo[nearest]! + 1; from <= OLDEST - LONGEST_WAIT && picked.size < paying.length; ) {
    const within = paidAgo.map((ago, i) => [ago, i] as const).filter(([ago, i]) => !picked.has(i) && ago >= from && ago <= from + LONGEST_WAIT)
    if (within.length === 0) break
    const [ago, earliest] = within.reduce((best, candidate) => (candidate[0] > best[0] ? candidate : best))
    picked.add(earliest)
    from = ago + 1
  }
  const others = shuffled([...ages.keys()].filter((i) => !picked.has(i)), random)
  for (const i of others.slice(0, paying.length - picked.size)) picked.add(i)
  const statuses = ages.map((_, i) => (picked.has(i) ? paying.pop()! : unpaid.pop()!))

  for (let i = 0; i < statuses.length; i++) {
    if (statuses[i] !== 'Past Due' || ages[i]! >= 30) continue
    const older = statuses.findIndex((status, j) => status !== 'Past Due' && !PAYING.includes(status) && ages[j]! >= 30)
    ;[statuses[i], statuses[older]] = [statuses[older]!, statuses[i]!]
  }
  return { statuses, paidAfter }
}

function shuffled<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

function seedItems(random: Random): Omit<InvoiceItem, 'price'>[] {
  const count = random.int(1, 4)
  const names = new Set<number>()
  while (names.size < count) names.add(random.int(0, SERVICES.length - 1))
  return [...names].map((service, index) => {
    const [name, description, min, max] = SERVICES[service]!
    return { id: index + 1, name, description, cost: random.int(min, max) * 100 + random.pick([0, 0, 50, 99]), quantity: random.int(1, 5) }
  })
}

/**
 * Payments that fit the status: all of the total for Paid, part of it for Partial Payment, none
 * otherwise. The first comes on `firstOn`, a second one (a third of the paid ones were paid in two
 * parts) up to 20 days later; none after `today`.
 */
function seedPayments(status: InvoiceStatus, total: number, firstOn: Day, today: Day, random: Random): Payment[] {
  const payment = (id: number, amount: number, on: Day): Payment => ({ id, date: minDay(on, today), amount, method: random.pick(PAYMENT_METHODS), note: '' })
  if (status === 'Partial Payment') return [payment(1, Math.round((total * random.int(20, 80)) / 100), firstOn)]
  if (status !== 'Paid') return []
  if (random.next() < 0.35) {
    const first = Math.round((total * random.int(30, 70)) / 100)
    return [payment(1, first, firstOn), payment(2, total - first, addDays(firstOn, random.int(1, 20)))]
  }
  return [payment(1, total, firstOn)]
}

const minDay = (a: string, b: string) => (a < b ? a : b)
