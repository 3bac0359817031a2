/**
 * The knowledge base's articles, section by section (./knowledgeBase.ts arranges them into
 * categories). Each is HTML as an editor would store it; the screen sanitises it before showing it.
 * `updatedDaysAgo` places its last update before the day of the data (./clock.ts), `views` ranks
 * the category's top articles, and `seedYes`/`seedNo` are the "was this helpful" votes of readers
 * outside the demo accounts. In English, the language of the seeded data.
 */

export interface KbArticleSeed {
  id: number
  slug: string
  title: string
  updatedDaysAgo: number
  views: number
  seedYes: number
  seedNo: number
  content: string
}

export interface KbSectionSeed {
  id: number
  title: string
  icon: string
  articles: KbArticleSeed[]
}

const article = (
  id: number,
  slug: string,
  title: string,
  [updatedDaysAgo, views, seedYes, seedNo]: [number, number, number, number],
  content: string,
): KbArticleSeed => ({ id, slug, title, updatedDaysAgo, views, seedYes, seedNo, content: content.trim() })

export const GETTING_STARTED: KbSectionSeed[] = [
  {
    id: 1,
    title: 'Setting up your store',
    icon: 'StorefrontOutlined',
    articles: [
      article(1, 'create-your-store-account', 'Create your store account', [12, 5400, 182, 9], `
<p>Your store account holds your products, orders, customers and team. It takes about five minutes to create, and you can change every setting later.</p>
<ol>
  <li>Go to the sign-up page and enter your work email address and a password of at least 12 characters.</li>
  <li>Confirm your address with the link we email you. The link is valid for 24 hours.</li>
  <li>Name your store and choose its country: the country sets your default currency, tax rules and units.</li>
</ol>
<p>Once the account is confirmed you land on the dashboard, with a checklist of the next steps. The checklist stays on the dashboard until every step is done, and you can dismiss it at any time.</p>
`),
      article(2, 'invite-your-team', 'Invite your team', [30, 2100, 64, 5], `
<p>Running a store is rarely a one-person job. Invite the people you work with so that each of them signs in with their own account and sees only what their role allows.</p>
<p>Open <strong>Settings › Team</strong>, choose <strong>Invite member</strong>, enter their email address and pick a role. They receive an invitation that stays valid for seven days; you can send it again from the same page if it expires.</p>
<p>Until the invitation is accepted the person is listed as <em>Pending</em>. You can change their role or withdraw the invitation at any time, and every change is recorded in the audit log.</p>
`),
      article(3, 'configure-store-settings', 'Configure your store settings', [45, 1800, 51, 7], `
<p>The store settings decide how your shop looks to customers and how orders are handled. Review them before you publish your first product.</p>
<ul>
  <li><strong>General:</strong> the store name, the contact email shown on invoices and the time zone used for reports.</li>
  <li><strong>Currency and taxes:</strong> the currency prices are entered in, and whether they include tax.</li>
  <li><strong>Shipping:</strong> the zones you ship to, with a rate for each.</li>
  <li><strong>Notifications:</strong> which emails customers and your team receive.</li>
</ul>
<p>Changes take effect at once for new orders. Orders that were already placed keep the settings they were placed with, so an invoice never changes after the fact.</p>
`),
    ],
  },
  {
    id: 2,
    title: 'First steps',
    icon: 'FlagOutlined',
    articles: [
      article(4, 'add-your-first-product', 'Add your first product', [8, 4700, 150, 11], `
<p>A product needs a name, a price and at least one picture before customers can buy it. Everything else (variants, stock, shipping weight) can be added later.</p>
<p>Go to <strong>Products</strong> and choose <strong>Add product</strong>. Write a clear title and a description that answers the questions customers ask most: what it is made of, how big it is and what is in the box. Pictures should be at least 1,200 pixels wide so that customers can zoom in.</p>
<p>Save the product as a draft while you work on it. A draft is invisible to customers; publish it when it is ready and it appears in your shop within a minute.</p>
`),
      article(5, 'import-products-from-a-csv-file', 'Import products from a CSV file', [21, 2600, 71, 14], `
<p>If you already sell elsewhere, importing a CSV file saves you from entering every product by hand. You can import up to 5,000 products at a time.</p>
<ol>
  <li>Download the template from <strong>Products › Import</strong>: it lists every column we read.</li>
  <li>Fill in one row per product, or one row per variant with the same handle for variants of one product.</li>
  <li>Upload the file. We check it first and list every row that has a problem, with the reason.</li>
</ol>
<p>Nothing is imported until the file passes the check, so a mistake never leaves you with half a catalogue. Existing products with the same handle are updated rather than duplicated.</p>
`),
      article(6, 'customize-your-dashboard', 'Customize your dashboard', [60, 1300, 38, 6], `
<p>The dashboard opens with the figures most stores watch every day: sales, orders, visitors and conversion rate. You can rearrange it to put what matters to you first.</p>
<p>Choose <strong>Customize</strong> at the top of the dashboard, then drag the cards into the order you prefer, or remove the ones you do not need. Each card has a period menu; the period you pick is remembered for your account only.</p>
<p>Every member of your team has their own layout, so the warehouse can watch stock while the marketing team watches traffic, on the same store.</p>
`),
    ],
  },
]

export const ORDERS: KbSectionSeed[] = [
  {
    id: 3,
    title: 'Tracking',
    icon: 'LocationOnOutlined',
    articles: [
      article(7, 'track-an-order', 'Track an order', [3, 8900, 311, 17], `
<p>Every order that has shipped has a tracking link, on its order page and in the shipping confirmation the customer received by email.</p>
<p>Open <strong>Orders</strong>, find the order by its number or the customer's name, and look at the <strong>Shipments</strong> card. Each parcel is listed with its carrier, its tracking number and its latest status. The status is refreshed from the carrier every hour.</p>
<p>If a parcel has not moved for more than five working days, choose <strong>Contact carrier</strong> on the shipment: we open an enquiry with the carrier for you and add their answer to the order's timeline.</p>
`),
      article(8, 'order-statuses-explained', 'Order statuses explained', [14, 6100, 204, 12], `
<p>An order moves through a few statuses between the moment it is placed and the moment it arrives. Knowing what each means helps you answer customers quickly.</p>
<ul>
  <li><strong>Pending:</strong> the payment is being authorised. Most orders leave this status within a minute.</li>
  <li><strong>Processing:</strong> the payment is authorised and the order is waiting to be packed.</li>
  <li><strong>Shipped:</strong> at least one parcel has left the warehouse and has a tracking number.</li>
  <li><strong>Delivered:</strong> the carrier has confirmed delivery of every parcel.</li>
  <li><strong>Cancelled:</strong> the order was cancelled before it shipped and the payment was released.</li>
</ul>
<p>Customers see the same statuses on their order page, worded for them, so what you see is always what they see.</p>
`),
      article(9, 'change-a-delivery-address', 'Change a delivery address', [26, 3300, 97, 15], `
<p>Customers sometimes notice a typo in their address after ordering. You can correct it yourself as long as the order has not shipped.</p>
<p>Open the order and choose <strong>Edit</strong> next to the shipping address. The new address is checked against the postal database; if it does not match a known address you are asked to confirm it. Shipping costs are recalculated if the new address is in another zone.</p>
<p>Once the order has shipped the address can no longer be changed here. Most carriers can still redirect a parcel for a small fee: use <strong>Contact carrier</strong> on the shipment.</p>
`),
    ],
  },
  {
    id: 4,
    title: 'Managing orders',
    icon: 'TuneOutlined',
    articles: [
      article(10, 'edit-an-order-before-it-ships', 'Edit an order before it ships', [9, 2900, 88, 9], `
<p>Until an order ships you can add or remove items, change quantities and apply a discount, for example when a customer calls to add something they forgot.</p>
<p>Open the order and choose <strong>Edit items</strong>. The new total is shown before you save. If the total goes up, the customer receives an email with a secure link to pay the difference; if it goes down, the difference is refunded to their original payment method.</p>
<p>Every edit is recorded on the order's timeline with the name of the team member who made it.</p>
`),
      article(11, 'split-an-order-into-several-shipments', 'Split an order into several shipments', [40, 1500, 42, 8], `
<p>When some items of an order are in stock and others are not, you can send what you have now and the rest later, rather than making the customer wait for everything.</p>
<ol>
  <li>Open the order and choose <strong>Fulfil items</strong>.</li>
  <li>Tick the items that go in the first parcel and enter its tracking number.</li>
  <li>Repeat for each further parcel when its items are ready.</li>
</ol>
<p>The customer is emailed for each parcel, and their card is only charged for the items that have shipped.</p>
`),
      article(12, 'print-packing-slips-and-labels', 'Print packing slips and labels', [75, 2200, 60, 4], `
<p>Packing slips list what goes in the parcel; shipping labels carry the address and the carrier's barcode. You can print both for one order or for many at once.</p>
<p>Select the orders in the list, then choose <strong>Print › Packing slips</strong> or <strong>Print › Shipping labels</strong>. Labels are formatted for 4 × 6 inch thermal printers by default; you can switch to A4 sheets under <strong>Settings › Shipping</strong>.</p>
<p>Buying a label through us marks the order as shipped and adds the tracking number automatically, so there is nothing to type.</p>
`),
    ],
  },
]

export const PAYMENTS: KbSectionSeed[] = [
  {
    id: 5,
    title: 'Payment methods',
    icon: 'AccountBalanceWalletOutlined',
    articles: [
      article(13, 'accepted-payment-methods', 'Accepted payment methods', [18, 5200, 160, 10], `
<p>Your customers can pay with the methods they already use. Cards (Visa, Mastercard, American Express) are always on; you can turn on more under <strong>Settings › Payments</strong>.</p>
<ul>
  <li>Wallets: Apple Pay, Google Pay and PayPal.</li>
  <li>Bank transfers, for business customers who pay against an invoice.</li>
  <li>Pay in three instalments, for orders over a minimum you choose.</li>
</ul>
<p>Checkout only offers the methods available in the customer's country, so nobody is shown an option they cannot use.</p>
`),
      article(14, 'add-or-replace-a-payment-method', 'Add or replace a payment method', [33, 2400, 70, 6], `
<p>The payment method on your account pays your subscription and any labels you buy through us. Keep it up to date to avoid an interruption.</p>
<p>Go to <strong>Settings › Billing</strong> and choose <strong>Add payment method</strong>. Enter the card details or connect a bank account; we make a small authorisation to check it, which is released at once. Then choose <strong>Make default</strong> on the new method.</p>
<p>You can keep a second method as a backup: if a charge on the default one fails, we try the backup before telling you.</p>
`),
      article(15, 'why-a-payment-failed', 'Why a payment failed', [6, 3900, 98, 21], `
<p>When a customer's payment fails the order stays in <em>Pending</em> and the customer is asked to try again. The order page tells you why the bank refused it.</p>
<ul>
  <li><strong>Insufficient funds</strong> or <strong>limit exceeded:</strong> the customer should use another card or ask their bank.</li>
  <li><strong>Address mismatch:</strong> the billing address differs from the one the bank has.</li>
  <li><strong>Suspected fraud:</strong> the bank or our risk checks stopped the payment. Do not ship the order.</li>
</ul>
<p>Pending orders are cancelled automatically after 48 hours, and any stock they reserved becomes available again.</p>
`),
    ],
  },
  {
    id: 6,
    title: 'Invoices',
    icon: 'DescriptionOutlined',
    articles: [
      article(16, 'download-an-invoice', 'Download an invoice', [11, 4400, 140, 5], `
<p>Every order has an invoice, numbered in sequence, that you and the customer can download as a PDF.</p>
<p>Open the order and choose <strong>Invoice › Download</strong>. To download the invoices of a whole month for your accountant, go to <strong>Reports › Invoices</strong>, pick the month and choose <strong>Download all</strong>: you receive one ZIP file with one PDF per invoice.</p>
<p>Invoices cannot be edited once issued. To correct one, issue a credit note from the same menu and a new invoice is created with the right details.</p>
`),
      article(17, 'update-your-billing-details', 'Update your billing details', [52, 1700, 49, 3], `
<p>Your billing details (company name, address and tax number) appear on the invoices we send you for your subscription.</p>
<p>Change them under <strong>Settings › Billing › Billing details</strong>. The new details are used from the next invoice; past invoices keep the details they were issued with, as the law requires.</p>
<p>If you need a past invoice reissued with a corrected company name, contact us from the same page and attach proof of the change.</p>
`),
      article(18, 'vat-and-sales-tax-on-invoices', 'VAT and sales tax on invoices', [27, 2800, 75, 13], `
<p>Taxes are calculated from your store's country and the customer's address, with the rates in force on the day of the order.</p>
<p>In the European Union, business customers who enter a valid VAT number are invoiced without VAT under the reverse-charge rule, and the invoice says so. In the United States, sales tax is charged in the states where your store has nexus, which you list under <strong>Settings › Taxes</strong>.</p>
<p>Each invoice shows the tax per line and the total per rate, which is what tax returns ask for.</p>
`),
    ],
  },
]

export const RETURNS: KbSectionSeed[] = [
  {
    id: 7,
    title: 'Returns',
    icon: 'KeyboardReturnOutlined',
    articles: [
      article(19, 'start-a-return', 'Start a return', [5, 4800, 155, 14], `
<p>Customers start returns from their order page, but you can also start one for them, for example when they call or write to you.</p>
<ol>
  <li>Open the order and choose <strong>Return items</strong>.</li>
  <li>Tick the items coming back, with a reason for each.</li>
  <li>Choose whether to send a prepaid label and whether to refund now or when the items arrive.</li>
</ol>
<p>The customer is emailed the return instructions. The return appears under <strong>Orders › Returns</strong> until the items are received and the refund is made.</p>
`),
      article(20, 'return-shipping-labels', 'Return shipping labels', [37, 2000, 58, 7], `
<p>A prepaid return label makes returning easy for the customer, and lets you follow the parcel on its way back.</p>
<p>When you create a return with a label, we buy it from the carrier of the original shipment and email it to the customer as a PDF and a QR code. The QR code can be shown at a drop-off point, so customers without a printer can still send the parcel.</p>
<p>You are only charged for a label when it is scanned by the carrier. Labels that are never used cost nothing.</p>
`),
      article(21, 'items-that-cannot-be-returned', 'Items that cannot be returned', [90, 1600, 40, 9], `
<p>Some products cannot be resold once they have left the warehouse. Mark them as non-returnable so that customers know before they buy.</p>
<p>Open the product and tick <strong>Final sale</strong>. The product page and the checkout then say that the item cannot be returned, and it cannot be selected in a return.</p>
<p>Faulty items are an exception: customers can always report a fault, whatever the product's return rules, and you decide whether to replace or refund.</p>
`),
    ],
  },
  {
    id: 8,
    title: 'Refunds',
    icon: 'CurrencyExchangeOutlined',
    articles: [
      article(22, 'how-long-a-refund-takes', 'How long a refund takes', [4, 6300, 190, 26], `
<p>We send a refund to the customer's bank as soon as you issue it. How long it then takes to appear depends on the payment method.</p>
<ul>
  <li>Cards: 5 to 10 working days, depending on the customer's bank.</li>
  <li>PayPal and wallets: usually within 24 hours.</li>
  <li>Bank transfers: 1 to 3 working days.</li>
</ul>
<p>The customer receives an email with the refund reference. If they cannot see the money after 10 working days, their bank can trace it with that reference.</p>
`),
      article(23, 'issue-a-partial-refund', 'Issue a partial refund', [19, 2300, 66, 8], `
<p>A partial refund is useful when an item arrived slightly damaged and the customer is happy to keep it at a lower price, or when only part of a shipping fee should be returned.</p>
<p>Open the order, choose <strong>Refund</strong> and enter the amount for each line, or an amount for shipping. The total can never exceed what the customer paid, minus earlier refunds.</p>
<p>Add a note explaining the refund: it is included in the customer's email and kept on the order's timeline.</p>
`),
      article(24, 'refund-as-store-credit', 'Refund as store credit', [58, 1200, 31, 10], `
<p>Instead of refunding to the original payment method, you can offer store credit, which the customer can spend on their next order.</p>
<p>When issuing a refund, choose <strong>Store credit</strong> as the destination. The credit is added to the customer's account at once and shown at checkout the next time they sign in. You can set a bonus, for example 10% more than the refund, to make store credit the more attractive choice.</p>
<p>Store credit does not expire unless you set an expiry date under <strong>Settings › Payments</strong>.</p>
`),
    ],
  },
]

export const ACCOUNT: KbSectionSeed[] = [
  {
    id: 9,
    title: 'Security',
    icon: 'LockOutlined',
    articles: [
      article(25, 'turn-on-two-step-verification', 'Turn on two-step verification', [10, 3700, 120, 4], `
<p>Two-step verification protects your account even if your password is stolen: signing in also needs a code from your phone.</p>
<ol>
  <li>Go to <strong>Account settings › Security</strong> and choose <strong>Turn on</strong>.</li>
  <li>Scan the QR code with an authenticator app, or choose to receive codes by text message.</li>
  <li>Enter the code the app shows to confirm, then save your recovery codes somewhere safe.</li>
</ol>
<p>Store owners can require two-step verification for the whole team under <strong>Settings › Team</strong>; members who have not set it up are asked to do so at their next sign-in.</p>
`),
      article(26, 'reset-your-password', 'Reset your password', [2, 7200, 240, 18], `
<p>If you forgot your password, choose <strong>Forgot password?</strong> on the sign-in page and enter your email address. We send you a link to choose a new one; it is valid for one hour.</p>
<p>Your new password must be at least 12 characters long and must not be one you used before. A passphrase of a few unrelated words is both strong and easy to remember.</p>
<p>Resetting your password signs you out everywhere else, so anyone who knew the old one loses access at once.</p>
`),
      article(27, 'review-active-sessions', 'Review active sessions', [35, 1400, 45, 2], `
<p>The list of active sessions shows every device signed in to your account, with its browser, its approximate location and when it was last used.</p>
<p>Open <strong>Account settings › Security › Active sessions</strong>. If you see a device you do not recognise, choose <strong>Sign out</strong> next to it, then change your password.</p>
<p>Sessions end on their own after 30 days without use, so a forgotten computer does not stay signed in for ever.</p>
`),
    ],
  },
  {
    id: 10,
    title: 'Team & permissions',
    icon: 'GroupOutlined',
    articles: [
      article(28, 'roles-and-permissions', 'Roles and permissions', [16, 3100, 93, 11], `
<p>Each member of your team has one role, which decides what they can see and do. Choose the role with the least access that still lets them do their job.</p>
<ul>
  <li><strong>Admin:</strong> everything, including billing and the team.</li>
  <li><strong>Editor:</strong> products, orders and customers, but not billing or settings.</li>
  <li><strong>Support:</strong> orders and customers, read and reply, without refunds over a limit you set.</li>
  <li><strong>Viewer:</strong> reports and dashboards only.</li>
</ul>
<p>Menu items a role cannot use are hidden, and the server refuses the action too, so permissions cannot be bypassed.</p>
`),
      article(29, 'remove-a-team-member', 'Remove a team member', [48, 1100, 34, 3], `
<p>When someone leaves your team, remove them so that their account can no longer reach your store.</p>
<p>Go to <strong>Settings › Team</strong>, open the menu next to their name and choose <strong>Remove</strong>. They are signed out at once. Orders, notes and changes they made stay in place, credited to their name, so your history stays complete.</p>
<p>If they were the contact for an integration or an API key, assign it to someone else first: keys created by a removed member are revoked with them.</p>
`),
      article(30, 'transfer-account-ownership', 'Transfer account ownership', [70, 900, 27, 5], `
<p>The owner of a store is the one person who can close it or change its subscription. You can hand ownership to another admin, for example when a store is sold.</p>
<ol>
  <li>Make sure the new owner is an admin of the store.</li>
  <li>Go to <strong>Settings › Account</strong> and choose <strong>Transfer ownership</strong>.</li>
  <li>Confirm with your password. The new owner accepts from the email we send them.</li>
</ol>
<p>Until they accept, nothing changes. Once they do, you remain an admin unless the new owner removes you.</p>
`),
    ],
  },
]
