import { contract, type Contract } from '@/api/contract'
import { accountSettingsData } from '@/api/contract/accountSettings'
import { datatablesData } from '@/api/contract/datatables'
import { login, register } from '@/api/contract/auth'
import { MAX_ADDRESSES, addAddress, addToCart, addressesData, ordersData, productsData, removeAddress } from '@/api/contract/ecommerce'
import { createDraft, emailsData } from '@/api/contract/email'
import type { Endpoint } from '@/api/contract/endpoint'
import { addInvoice, duplicateInvoice, invoicesData } from '@/api/contract/invoices'
import { profileData } from '@/api/contract/profile'
import { bookmarksData } from '@/api/contract/search'
import { addCalendarEvent } from '@/api/contract/calendar'
import { chatsAndContacts } from '@/api/contract/chat'
import { addTask, deleteTask } from '@/api/contract/todo'
import { addUser, usersData } from '@/api/contract/users'
import type { Caller, Input, ServerUnderTest } from './server'

/**
 * How the suite calls one endpoint: valid input, made from the server's own data where it needs
 * some (an id to read, a user of its own to delete), and input naming something the server does
 * not have, where the contract declares a 404.
 */
export interface Case<E extends Endpoint> {
  valid: (server: ServerUnderTest) => Input<E> | Promise<Input<E>>
  /** Who makes the valid call. Default: the admin. */
  as?: (server: ServerUnderTest) => Caller | Promise<Caller>
  /** Input that names what does not exist: required where the endpoint declares a 404. */
  unknown?: (server: ServerUnderTest) => Input<E> | Promise<Input<E>>
  /** Runs after every other endpoint: it retires every session (the demo reset). */
  last?: true
}

/** One case per endpoint of the contract: a new endpoint without its case does not compile. */
export type Cases = { [K in keyof Contract]: Case<Contract[K]> }

/** The contract's endpoints with their cases, in the contract's order but for the calls that must come last. */
export function orderedCases(): [name: string, endpoint: Endpoint, testCase: Case<Endpoint>][] {
  const all = Object.entries(contract).map(([name, endpoint]) => [name, endpoint, cases[name as keyof Cases] as Case<Endpoint>] as const)
  return [...all.filter(([, , c]) => !c.last), ...all.filter(([, , c]) => c.last)].map(([n, e, c]) => [n, e, c])
}

/** An id no server has (the largest one a number id may be; the seeds' ids are small). */
const UNKNOWN_ID = 2_147_483_000

let run = Date.now().toString(36)
let made = 0
/** A text no earlier run made: new usernames, emails and subjects never collide with what is there. */
const unique = (what: string) => `${what}-${run}-${(made += 1)}`

/** Names the run in the texts `unique()` makes (a fresh seeded server needs no time stamp: examples read better). */
export function nameRun(name: string): void {
  run = name
  made = 0
}
const uniqueEmail = () => `${unique('contract')}@example.com`

const firstEmailId = async (server: ServerUnderTest) => (await server.call(emailsData, { query: { folder: 'inbox' } })).emails[0]!.id
const firstInvoiceId = async (server: ServerUnderTest) => (await server.call(invoicesData, { query: { perPage: 10 } })).invoices[0]!.id
const firstUserId = async (server: ServerUnderTest) => (await server.call(usersData, { query: { perPage: 10 } })).users[0]!.id
const newUserId = async (server: ServerUnderTest) =>
  (await server.call(addUser, { body: { fullName: 'Contract Check', username: unique('contract'), email: uniqueEmail() } })).user.id
const copyOfInvoice = async (server: ServerUnderTest) =>
  (await server.call(duplicateInvoice, { body: { id: await firstInvoiceId(server) } })).invoice.id
const profile = (server: ServerUnderTest) => server.call(profileData)

const today = () => new Date().toISOString().slice(0, 10)
const newInvoice = () => ({
  client: { name: 'Contract Check', companyEmail: uniqueEmail() },
  issuedDate: today(),
  dueDate: today(),
  items: [{ name: 'Consulting', cost: 12_500, quantity: 2 }],
})
const newTask = () => ({ title: unique('Contract check'), dueDate: today(), tags: ['team' as const] })
const newTaskId = async (server: ServerUnderTest) => (await server.call(addTask, { body: { task: newTask() } })).id
const deletedTaskId = async (server: ServerUnderTest) => (await server.call(deleteTask, { query: { taskId: await newTaskId(server) } })).id
const firstChatContactId = async (server: ServerUnderTest) => (await server.call(chatsAndContacts)).chatsContacts[0]!.id
const newEvent = () => ({ title: unique('Contract check'), start: `${today()}T09:00:00Z`, end: `${today()}T10:00:00Z`, extendedProps: { calendar: 'Business' as const } })
const newEventId = async (server: ServerUnderTest) => (await server.call(addCalendarEvent, { body: { event: newEvent() } })).id
const firstProductId = async (server: ServerUnderTest) => (await server.call(productsData, { query: { perPage: 9 } })).products[0]!.id
/** A product the cart takes: one in stock (the featured order's first). */
const inStockProductId = async (server: ServerUnderTest) =>
  (await server.call(productsData, { query: { perPage: 100 } })).products.find((product) => product.stock > 0)!.id
const inCartProductId = async (server: ServerUnderTest) => {
  const productId = await inStockProductId(server)
  await server.call(addToCart, { body: { productId } })
  return productId
}
const newAddress = () => ({ fullName: 'Contract Check', phone: '+1 555 0100', line1: unique('1 Contract Street'), city: 'Portland', postcode: '97205', country: 'United States' })
/** Removes the admin's last addresses but `room`: a server kept between runs holds at most MAX_ADDRESSES. */
const makeRoomForAddresses = async (server: ServerUnderTest, room: number) => {
  const { addresses } = await server.call(addressesData)
  for (const { id } of addresses.slice(MAX_ADDRESSES - room)) await server.call(removeAddress, { params: { id } })
}
const newAddressId = async (server: ServerUnderTest) => {
  await makeRoomForAddresses(server, 2)
  return (await server.call(addAddress, { body: newAddress() })).id
}
const card = { number: '4242 4242 4242 4242', name: 'Contract Check', expiry: '12/49', cvv: '123' }
const composed = () => ({ to: [{ name: 'Contract Check', email: uniqueEmail() }], subject: unique('Contract check'), message: '<p>Hello.</p>' })

/** A password for the account the suite registers to change its password (never a demo account's). */
const OWN_PASSWORD = 'contract-check-password'

export const cases: Cases = {
  // ---- Auth ----
  login: { valid: (server) => ({ body: server.credentials.admin }) },
  register: { valid: () => ({ body: { email: uniqueEmail(), password: OWN_PASSWORD, username: unique('contract') } }) },
  refreshToken: { valid: async (server) => ({ body: { refreshToken: (await server.call(login, { body: server.credentials.admin }, null)).refreshToken } }) },
  me: { valid: () => ({}) },

  // ---- Account settings ----
  accountSettingsData: { valid: () => ({}) },
  saveGeneralSettings: {
    // The admin's own settings, sent back as they are.
    valid: async (server) => {
      const { general } = await server.call(accountSettingsData)
      return { body: { ...general, avatar: null } }
    },
  },
  saveInfoSettings: { valid: () => ({ body: { bio: 'Checked by the contract suite.', dob: '', country: 'Portugal', website: '', phone: '+351 21 000 0000' } }) },
  saveSocialLinks: { valid: () => ({ body: { twitter: '', facebook: '', google: '', linkedIn: 'https://www.linkedin.com/in/contract', instagram: '', quora: '' } }) },
  saveConnection: { valid: () => ({ body: { service: 'github', connected: true } }) },
  saveNotificationSettings: {
    valid: () => ({ body: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: false, blogDigest: true } }),
  },
  changePassword: {
    // On an account of the suite's own, so the demo accounts keep their passwords.
    as: async (server) => {
      const email = uniqueEmail()
      await server.call(register, { body: { email, password: OWN_PASSWORD, username: unique('contract') } }, null)
      return { token: (await server.call(login, { body: { email, password: OWN_PASSWORD } }, null)).accessToken }
    },
    valid: () => ({ body: { currentPassword: OWN_PASSWORD, newPassword: `${OWN_PASSWORD}-2`, confirmPassword: `${OWN_PASSWORD}-2` } }),
  },

  // ---- Dashboard cards ----
  cardAnalyticsSupportTracker: { valid: () => ({ query: { period: 'last-month' } }) },
  cardAnalyticsAvgSessions: { valid: () => ({ query: { period: 'last-28-days' } }) },
  cardAnalyticsRevenueReport: { valid: () => ({ query: { period: 'last-year' } }) },
  cardAnalyticsGoalOverview: { valid: () => ({}) },
  cardAnalyticsRevenue: { valid: () => ({}) },
  cardAnalyticsProductOrders: { valid: () => ({}) },
  cardAnalyticsSessionsDevice: { valid: () => ({}) },
  cardAnalyticsCustomers: { valid: () => ({}) },
  cardStatisticsOrdersBarChart: { valid: () => ({}) },
  cardStatisticsProfitLineChart: { valid: () => ({}) },
  cardStatisticsSubscribers: { valid: () => ({}) },
  cardStatisticsRevenue: { valid: () => ({}) },
  cardStatisticsSales: { valid: () => ({}) },
  cardStatisticsOrders: { valid: () => ({}) },
  cardStatisticsSiteTraffic: { valid: () => ({}) },
  cardStatisticsActiveUsers: { valid: () => ({}) },
  cardStatisticsNewsletter: { valid: () => ({}) },

  // ---- Maps ----
  customersByCountry: { valid: () => ({}) },

  // ---- Datatables and search ----
  datatablesInitialData: { valid: () => ({}) },
  datatablesData: { valid: () => ({ query: { q: 'a', perPage: 10, page: 1 } }) },
  updateDatatableRow: {
    // The first row's own city written back: the call is checked, the data left as it was.
    valid: async (server) => {
      const [row] = (await server.call(datatablesData, { query: { perPage: 10 } })).invoices
      return { params: { id: row!.id }, body: { city: row!.city } }
    },
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: { city: 'Lyon' } }),
  },
  autocompleteData: { valid: () => ({}) },
  mainSearchData: { valid: () => ({}) },
  bookmarksData: { valid: () => ({}) },
  updateBookmark: {
    // A page the client may open too (it may bookmark only those).
    valid: async (server) => ({ body: { id: (await server.call(bookmarksData, {}, 'client')).suggestions[0]!.id } }),
    unknown: () => ({ body: { id: UNKNOWN_ID } }),
  },

  // ---- Email ----
  emailsData: { valid: () => ({ query: { folder: 'inbox' } }) },
  getEmail: { valid: async (server) => ({ query: { id: await firstEmailId(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },
  paginateEmail: {
    valid: async (server) => ({ query: { dir: 'next', emailId: await firstEmailId(server) } }),
    unknown: () => ({ query: { dir: 'next', emailId: UNKNOWN_ID } }),
  },
  updateEmails: {
    valid: async (server) => ({ body: { emailIds: [await firstEmailId(server)], dataToUpdate: { isRead: true } } }),
    unknown: () => ({ body: { emailIds: [UNKNOWN_ID], dataToUpdate: { isRead: true } } }),
  },
  updateEmailsLabel: {
    valid: async (server) => ({ body: { emailIds: [await firstEmailId(server)], label: 'company' } }),
    unknown: () => ({ body: { emailIds: [UNKNOWN_ID], label: 'company' } }),
  },
  sendEmail: { valid: () => ({ body: composed() }), unknown: () => ({ body: { ...composed(), draftId: UNKNOWN_ID } }) },
  createDraft: { valid: () => ({ body: composed() }) },
  updateDraft: {
    valid: async (server) => ({ params: { id: (await server.call(createDraft, { body: composed() })).id }, body: composed() }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: composed() }),
  },
  replyToEmail: {
    valid: async (server) => ({ body: { emailId: await firstEmailId(server), message: '<p>Thanks.</p>' } }),
    unknown: () => ({ body: { emailId: UNKNOWN_ID, message: '<p>Thanks.</p>' } }),
  },
  forwardEmail: {
    valid: async (server) => ({ body: { emailId: await firstEmailId(server), to: composed().to, message: '<p>See below.</p>' } }),
    unknown: () => ({ body: { emailId: UNKNOWN_ID, to: composed().to } }),
  },

  // ---- Invoices ----
  invoicesData: { valid: () => ({ query: { q: 'a', status: 'Paid', perPage: 10, page: 1 } }) },
  getInvoice: { valid: async (server) => ({ params: { id: await firstInvoiceId(server) } }), unknown: () => ({ params: { id: UNKNOWN_ID } }) },
  deleteInvoice: { valid: async (server) => ({ query: { id: await copyOfInvoice(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },
  invoiceClients: { valid: () => ({}) },
  addInvoice: { valid: () => ({ body: newInvoice() }) },
  updateInvoice: {
    valid: async (server) => ({ body: { id: (await server.call(addInvoice, { body: newInvoice() })).invoice.id, ...newInvoice() } }),
    unknown: () => ({ body: { id: UNKNOWN_ID, ...newInvoice() } }),
  },
  sendInvoice: {
    valid: async (server) => ({ body: { id: await firstInvoiceId(server), to: uniqueEmail(), subject: 'Your invoice' } }),
    unknown: () => ({ body: { id: UNKNOWN_ID, to: uniqueEmail(), subject: 'Your invoice' } }),
  },
  addInvoicePayment: {
    // A fresh invoice of its own, so a balance is due.
    valid: async (server) => ({
      body: { id: (await server.call(addInvoice, { body: newInvoice() })).invoice.id, amount: 100, date: today(), method: 'Cash' },
    }),
    unknown: () => ({ body: { id: UNKNOWN_ID, amount: 100, date: today(), method: 'Cash' } }),
  },
  duplicateInvoice: { valid: async (server) => ({ body: { id: await firstInvoiceId(server) } }), unknown: () => ({ body: { id: UNKNOWN_ID } }) },

  // ---- Profile ----
  profileData: { valid: () => ({}) },
  profilePosts: { valid: () => ({ query: { page: 1 } }) },
  likeProfilePost: { valid: async (server) => ({ body: { postId: (await profile(server)).posts[0]!.id } }), unknown: () => ({ body: { postId: UNKNOWN_ID } }) },
  commentProfilePost: {
    valid: async (server) => ({ body: { postId: (await profile(server)).posts[0]!.id, comment: 'Checked.' } }),
    unknown: () => ({ body: { postId: UNKNOWN_ID, comment: 'Checked.' } }),
  },
  voteProfilePoll: { valid: async (server) => ({ body: { optionId: (await profile(server)).polls[0]!.id } }), unknown: () => ({ body: { optionId: UNKNOWN_ID } }) },
  toggleProfileFavorite: {
    valid: async (server) => ({ body: { list: 'suggestedPages', id: (await profile(server)).suggestedPages[0]!.id } }),
    unknown: () => ({ body: { list: 'suggestedPages', id: UNKNOWN_ID } }),
  },

  // ---- Blog ----
  blogListData: { valid: () => ({ query: { q: 'a', category: 'food', page: 1, perPage: 6 } }), unknown: () => ({ query: { page: 100_000 } }) },
  blogSidebarData: { valid: () => ({}) },
  blogDetailData: {
    valid: async (server) => ({ query: { id: (await server.call(contract.blogListData, { query: {} })).posts[0]!.id } }),
    unknown: () => ({ query: { id: UNKNOWN_ID } }),
  },
  blogEditData: {
    valid: async (server) => ({ query: { id: (await server.call(contract.blogListData, { query: {} })).posts[0]!.id } }),
    unknown: () => ({ query: { id: UNKNOWN_ID } }),
  },
  // On a post of the suite's own, so the seed's stay as they are.
  updateBlogPost: {
    valid: async (server) => {
      const { id, slug } = await server.call(contract.addBlogPost, { body: { blogTitle: 'Contract check', slug: unique('contract') } })
      return { body: { id, blogTitle: 'Contract check, edited', slug, status: 'published', blogCategories: ['quote'], content: '<p>Checked.</p>' } }
    },
    unknown: () => ({ body: { id: UNKNOWN_ID, blogTitle: 'Contract check', slug: unique('contract') } }),
  },
  addBlogPost: { valid: () => ({ body: { blogTitle: 'Contract check', slug: unique('contract'), excerpt: 'Made by the contract suite.' } }) },
  addBlogComment: {
    valid: async (server) => ({ body: { postId: (await server.call(contract.blogListData, { query: {} })).posts[0]!.id, comment: 'Checked by the contract suite.' } }),
    unknown: () => ({ body: { postId: UNKNOWN_ID, comment: 'Hello' } }),
  },

  // ---- Pricing ----
  pricingData: { valid: () => ({}) },
  // The plan the admin is on already (Basic when the page does not offer theirs): the check changes nothing a person chose.
  choosePricingPlan: {
    valid: async (server) => {
      const { currentPlan, billingPeriod } = await server.call(contract.pricingData)
      return { body: { planId: currentPlan ?? 'basic', billingPeriod } }
    },
  },

  // ---- FAQ and knowledge base ----
  faqData: { valid: () => ({ query: { q: 'card' } }) },
  knowledgeBaseData: { valid: () => ({ query: { q: 'order' } }) },
  knowledgeBaseCategory: {
    valid: async (server) => ({ query: { category: (await server.call(contract.knowledgeBaseData))[0]!.slug } }),
    unknown: () => ({ query: { category: 'no-such-category' } }),
  },
  knowledgeBaseQuestion: {
    valid: async (server) => {
      const [card] = await server.call(contract.knowledgeBaseData)
      return { query: { category: card!.slug, question: card!.topArticles[0]!.slug } }
    },
    unknown: () => ({ query: { category: 'no-such-category', question: 'no-such-article' } }),
  },
  voteKnowledgeBaseQuestion: {
    valid: async (server) => ({ body: { questionId: (await server.call(contract.knowledgeBaseData))[0]!.topArticles[0]!.id, vote: 'yes' } }),
    unknown: () => ({ body: { questionId: UNKNOWN_ID, vote: 'yes' } }),
  },

  // ---- Users ----
  usersAllData: { valid: () => ({}) },
  usersData: { valid: () => ({ query: { q: 'a', role: 'editor', perPage: 10, page: 1 } }) },
  getUser: { valid: async (server) => ({ query: { id: await firstUserId(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },
  addUser: { valid: () => ({ body: { fullName: 'Contract Check', username: unique('contract'), email: uniqueEmail() } }) },
  deleteUser: { valid: async (server) => ({ query: { id: await newUserId(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },
  updateUser: { valid: async (server) => ({ body: { id: await newUserId(server), company: 'Checked Ltd' } }), unknown: () => ({ body: { id: UNKNOWN_ID } }) },
  deleteUsers: { valid: async (server) => ({ body: { ids: [await newUserId(server)] } }), unknown: () => ({ body: { ids: [UNKNOWN_ID] } }) },

  // ---- To-do ----
  tasksData: { valid: () => ({ query: { q: 'a', filter: 'important', tag: 'team', sortBy: 'title-asc' } }) },
  addTask: { valid: () => ({ body: { task: newTask() } }) },
  updateTask: {
    valid: async (server) => ({ body: { task: { ...newTask(), id: await newTaskId(server), isImportant: true } } }),
    unknown: () => ({ body: { task: { ...newTask(), id: UNKNOWN_ID } } }),
  },
  deleteTask: { valid: async (server) => ({ query: { taskId: await newTaskId(server) } }), unknown: () => ({ query: { taskId: UNKNOWN_ID } }) },
  taskCounts: { valid: () => ({}) },
  restoreTask: { valid: async (server) => ({ body: { taskId: await deletedTaskId(server) } }), unknown: () => ({ body: { taskId: UNKNOWN_ID } }) },
  purgeTask: { valid: async (server) => ({ query: { taskId: await deletedTaskId(server) } }), unknown: () => ({ query: { taskId: UNKNOWN_ID } }) },
  reorderTask: {
    valid: async (server) => ({ body: { taskId: await newTaskId(server), beforeTaskId: null } }),
    unknown: () => ({ body: { taskId: UNKNOWN_ID, beforeTaskId: null } }),
  },

  // ---- Chat ----
  chatsAndContacts: { valid: () => ({}) },
  chatProfileUser: { valid: () => ({}) },
  getChat: { valid: async (server) => ({ query: { id: await firstChatContactId(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },
  sendChatMessage: {
    valid: async (server) => ({ body: { obj: { message: unique('Contract check'), contact: { id: await firstChatContactId(server) } } } }),
    unknown: () => ({ body: { obj: { message: 'Hello', contact: { id: UNKNOWN_ID } } } }),
  },
  updateChatProfileUser: { valid: () => ({ body: { status: 'online' } }) },
  markChatRead: { valid: async (server) => ({ body: { id: await firstChatContactId(server) } }), unknown: () => ({ body: { id: UNKNOWN_ID } }) },

  // ---- Calendar ----
  calendarEvents: { valid: () => ({ query: { calendars: ['Business', 'Holiday'] } }) },
  addCalendarEvent: { valid: () => ({ body: { event: newEvent() } }) },
  updateCalendarEvent: {
    valid: async (server) => ({ body: { event: { ...newEvent(), id: await newEventId(server) } } }),
    unknown: () => ({ body: { event: { ...newEvent(), id: UNKNOWN_ID } } }),
  },
  removeCalendarEvent: { valid: async (server) => ({ query: { id: await newEventId(server) } }), unknown: () => ({ query: { id: UNKNOWN_ID } }) },

  // ---- E-commerce ----
  productsData: {
    valid: () => ({ query: { q: 'a', sortBy: 'price-asc', perPage: 9, page: 1 } }),
    // Past the last page.
    unknown: () => ({ query: { page: 100_000 } }),
  },
  getProduct: { valid: async (server) => ({ params: { id: String(await firstProductId(server)) } }), unknown: () => ({ params: { id: 'no-such-product' } }) },
  wishlistData: { valid: () => ({}) },
  cartData: { valid: () => ({}) },
  addToWishlist: { valid: async (server) => ({ body: { productId: await firstProductId(server) } }), unknown: () => ({ body: { productId: UNKNOWN_ID } }) },
  addToCart: { valid: async (server) => ({ body: { productId: await inStockProductId(server) } }), unknown: () => ({ body: { productId: UNKNOWN_ID } }) },
  removeFromWishlist: {
    valid: async (server) => ({ params: { productId: await firstProductId(server) } }),
    unknown: () => ({ params: { productId: UNKNOWN_ID } }),
  },
  removeFromCart: { valid: async (server) => ({ params: { productId: await inCartProductId(server) } }), unknown: () => ({ params: { productId: UNKNOWN_ID } }) },
  setCartQuantity: {
    valid: async (server) => ({ params: { productId: await inCartProductId(server) }, body: { qty: 1 } }),
    unknown: () => ({ params: { productId: UNKNOWN_ID }, body: { qty: 1 } }),
  },
  cartPrice: { valid: () => ({ body: { coupon: '' } }) },
  addressesData: { valid: () => ({}) },
  addAddress: {
    valid: async (server) => {
      await makeRoomForAddresses(server, 1)
      return { body: newAddress() }
    },
  },
  removeAddress: { valid: async (server) => ({ params: { id: await newAddressId(server) } }), unknown: () => ({ params: { id: UNKNOWN_ID } }) },
  placeOrder: {
    valid: async (server) => {
      await inCartProductId(server)
      return { body: { addressId: await newAddressId(server), payment: { method: 'card', card } } }
    },
  },
  ordersData: { valid: () => ({ query: { page: 1, perPage: 10 } }) },
  getOrder: {
    valid: async (server) => ({ params: { id: (await server.call(ordersData, { query: { perPage: 1 } })).orders[0]!.id } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },

  // ---- Demo data ----
  resetDemoData: { valid: () => ({}), last: true },
}
