// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bookmarksData, contract, resetDemoData, updateBookmark, type Contract, type Endpoint } from '@/api/contract'
import { toOpenApi } from '@/api/contract/openapi'
import { seedEmails } from '@/mocks/db/emails'
import { seedInvoices } from '@/mocks/db/invoices'
import { seedPages } from '@/mocks/db/pages'
import { seedTasks } from '@/mocks/db/tasks'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

/**
 * Who may call what (the admin manages all; the client may read ACL and Auth only: ./permissions.ts),
 * generated from the contract: every endpoint that needs a token is called as the client and as the
 * admin with valid input. A new protected endpoint fails here until it has a sample input below, and
 * then refuses the client unless it is added to CLIENT_MAY_CALL with the reason.
 */
setupMockBackend()

type ProtectedName = { [K in keyof Contract]: Contract[K]['auth'] extends false ? never : K }[keyof Contract]

const mails = seedEmails()
const byTime = (a: { time: string }, b: { time: string }) => Date.parse(b.time) - Date.parse(a.time)
const newestInbox = mails.filter((mail) => mail.folder === 'inbox').sort(byTime)[0]!
const draft = mails.find((mail) => mail.folder === 'draft')!
const rena = { name: 'Rena Brant', email: 'rena.brant@acme.co' }
// An invoice with nothing paid yet, so any new total and a small payment fit.
const unpaid = seedInvoices().find((invoice) => invoice.payments.length === 0)!.id
// A task of the deleted list, which may be restored or deleted for good.
const deletedTask = seedTasks().find((task) => task.isDeleted)!.id

/** Valid input of each protected endpoint, by name: with it, the admin's call succeeds. */
const SAMPLE_INPUT: Record<ProtectedName, object> = {
  me: {},
  datatablesInitialData: {},
  datatablesData: { query: { page: 1, perPage: 10 } },
  updateDatatableRow: { params: { id: 1 }, body: { city: 'Lyon' } },
  resetDemoData: {},
  emailsData: { query: { folder: 'inbox' } },
  updateEmails: { body: { emailIds: [newestInbox.id], dataToUpdate: { isRead: true } } },
  updateEmailsLabel: { body: { emailIds: [newestInbox.id], label: 'company' } },
  getEmail: { query: { id: newestInbox.id } },
  paginateEmail: { query: { emailId: newestInbox.id, dir: 'next' } },
  sendEmail: { body: { to: [rena], subject: 'Hello', message: '<p>Hi</p>' } },
  createDraft: { body: { subject: 'Later' } },
  updateDraft: { params: { id: draft.id }, body: { subject: 'Later still' } },
  replyToEmail: { body: { emailId: newestInbox.id, message: '<p>Thanks</p>' } },
  forwardEmail: { body: { emailId: newestInbox.id, to: [rena], message: '<p>FYI</p>' } },
  autocompleteData: {},
  mainSearchData: {},
  bookmarksData: {},
  updateBookmark: { body: { id: seedPages().find((page) => page.target === 'access-control')!.id } }, // a page the client may open
  accountSettingsData: {},
  saveGeneralSettings: { body: { avatar: null, username: 'johndoe', fullName: 'John Doe', email: 'admin@demo.com', company: 'Vantage Labs' } },
  saveInfoSettings: { body: { bio: '', dob: '', country: 'USA', website: '', phone: '' } },
  saveSocialLinks: { body: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' } },
  saveConnection: { body: { service: 'github', connected: true } },
  saveNotificationSettings: { body: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: true, blogDigest: false } },
  changePassword: { body: { currentPassword: 'admin', newPassword: 'new-password', confirmPassword: 'new-password' } },
  profileData: {},
  profilePosts: { query: { page: 2 } },
  likeProfilePost: { body: { postId: 1 } },
  commentProfilePost: { body: { postId: 1, comment: 'Nice' } },
  voteProfilePoll: { body: { optionId: 1 } },
  toggleProfileFavorite: { body: { list: 'suggestedPages', id: 1 } },
  pricingData: {},
  choosePricingPlan: { body: { planId: 'standard', billingPeriod: 'yearly' } },
  blogListData: { query: { category: 'food', page: 1 } },
  blogSidebarData: {},
  blogDetailData: { query: { id: 2 } },
  blogEditData: { query: { id: 2 } },
  updateBlogPost: { body: { id: 2, blogTitle: 'A Capsule Wardrobe', slug: 'capsule-wardrobe-for-a-rainy-autumn' } },
  addBlogPost: { body: { blogTitle: 'Permissions', slug: 'permissions-check' } },
  addBlogComment: { body: { postId: 2, comment: 'Nice' } },
  faqData: { query: { q: 'card' } },
  knowledgeBaseData: {},
  knowledgeBaseCategory: { query: { category: 'orders' } },
  knowledgeBaseQuestion: { query: { category: 'orders', question: 'track-an-order' } },
  voteKnowledgeBaseQuestion: { body: { questionId: 7, vote: 'yes' } },
  invoicesData: { query: { status: 'Paid' } },
  getInvoice: { params: { id: 4987 } },
  deleteInvoice: { query: { id: 4987 } },
  invoiceClients: {},
  addInvoice: { body: { clientId: 1, issuedDate: '2025-06-10', dueDate: '2025-07-10', items: [{ name: 'Design', cost: 10000, quantity: 1 }] } },
  updateInvoice: { body: { id: unpaid, clientId: 1, issuedDate: '2025-06-10', dueDate: '2025-07-10', items: [{ name: 'Design', cost: 10000, quantity: 1 }] } },
  sendInvoice: { body: { id: unpaid, to: 'nathan.brooks@kestrelanalytics.com', subject: `Invoice #${unpaid}` } },
  addInvoicePayment: { body: { id: unpaid, amount: 100, date: '2025-06-12', method: 'Cash' } },
  duplicateInvoice: { body: { id: unpaid } },
  usersAllData: {},
  usersData: { query: { role: 'editor' } },
  getUser: { query: { id: 1 } },
  addUser: { body: { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' } },
  deleteUser: { query: { id: 1 } },
  updateUser: { body: { id: 2, status: 'inactive' } },
  deleteUsers: { body: { ids: [3, 4] } },
  tasksData: { query: { filter: 'important', sortBy: 'due-date' } },
  addTask: { body: { task: { title: 'Plan the sprint review' } } },
  updateTask: { body: { task: { id: 1, title: 'Renew the certificates', isCompleted: true } } },
  deleteTask: { query: { taskId: 3 } },
  taskCounts: {},
  restoreTask: { body: { taskId: deletedTask } },
  purgeTask: { query: { taskId: deletedTask } },
  reorderTask: { body: { taskId: 3, beforeTaskId: null } },
  calendarEvents: { query: { calendars: ['Business', 'Holiday'] } },
  addCalendarEvent: { body: { event: { title: 'Design review', start: '2025-06-04T10:00:00Z', end: '2025-06-04T11:00:00Z' } } },
  updateCalendarEvent: { body: { event: { id: 1, title: 'Customer advisory board', start: '2025-06-05T10:00:00Z' } } },
  removeCalendarEvent: { query: { id: 2 } },
  productsData: { query: { category: ['audio'], sortBy: 'price-asc' } },
  getProduct: { params: { id: '1' } },
  wishlistData: {},
  cartData: {},
  addToWishlist: { body: { productId: 2 } },
  addToCart: { body: { productId: 2 } },
  removeFromWishlist: { params: { productId: 13 } },
  removeFromCart: { params: { productId: 6 } },
  setCartQuantity: { params: { productId: 6 }, body: { qty: 2 } },
  cartPrice: { body: { coupon: 'VANTAGE10' } },
  addressesData: {},
  addAddress: { body: { fullName: 'John Doe', phone: '+1 555 0100', line1: '1 Main Street', city: 'Portland', postcode: '97205', country: 'United States' } },
  removeAddress: { params: { id: 2 } },
  placeOrder: { body: { addressId: 1, payment: { method: 'cash-on-delivery' } } },
  ordersData: {},
  getOrder: { params: { id: 41 } },
  chatsAndContacts: {},
  chatProfileUser: {},
  getChat: { query: { id: 4 } },
  sendChatMessage: { body: { obj: { message: 'Is the release done?', contact: { id: 2 } } } },
  updateChatProfileUser: { body: { status: 'busy', settings: { isNotificationsOn: true } } },
  markChatRead: { body: { id: 7 } },
  cardAnalyticsSupportTracker: {},
  cardAnalyticsAvgSessions: {},
  cardAnalyticsRevenueReport: {},
  cardAnalyticsGoalOverview: {},
  cardAnalyticsRevenue: {},
  cardAnalyticsProductOrders: {},
  cardAnalyticsSessionsDevice: {},
  cardAnalyticsCustomers: {},
  cardStatisticsOrdersBarChart: {},
  cardStatisticsProfitLineChart: {},
  cardStatisticsSubscribers: {},
  cardStatisticsRevenue: {},
  cardStatisticsSales: {},
  cardStatisticsOrders: {},
  cardStatisticsSiteTraffic: {},
  cardStatisticsActiveUsers: {},
  cardStatisticsNewsletter: {},
  customersByCountry: {},
}

/** The calls the client may make, each for every signed-in user: the navbar works for every role. */
const CLIENT_MAY_CALL: Partial<Record<ProtectedName, string>> = {
  me: 'the session check of every signed-in user (read Auth)',
  mainSearchData: "the navbar's search; its pages are only those the caller may open",
  bookmarksData: "the navbar's bookmarks; its suggestions are only pages the caller may open",
  updateBookmark: "the navbar's bookmark star, on a page the caller may open",
}

const protectedEndpoints = Object.entries(contract).filter(([, endpoint]) => endpoint.auth) as [ProtectedName, Endpoint][]

const call = (name: ProtectedName, endpoint: Endpoint, as: 'admin' | 'client') => callEndpoint(endpoint, SAMPLE_INPUT[name] as never, { as })

describe('permissions of every protected endpoint', () => {
  it('finds the protected endpoints, each with a sample input', () => {
    expect(protectedEndpoints.length).toBeGreaterThanOrEqual(18)
    const missing = protectedEndpoints.filter(([name]) => !(name in SAMPLE_INPUT)).map(([name]) => name)
    expect(missing, 'add a sample input to SAMPLE_INPUT').toEqual([])
  })

  it.each(protectedEndpoints.filter(([name]) => !CLIENT_MAY_CALL[name]))('refuses the client: %s', async (name, endpoint) => {
    const { status, body } = await call(name, endpoint, 'client')
    expect(status).toBe(403)
    expect(body).toEqual({ error: expect.stringMatching(/^The client role may not \w+ \w+$/) })
  })

  it.each(protectedEndpoints.filter(([name]) => CLIENT_MAY_CALL[name]))('lets the client make %s', async (name, endpoint) => {
    const { status, body } = await call(name, endpoint, 'client')
    expect(status, JSON.stringify(body)).toBe(endpoint.status)
  })

  it.each(protectedEndpoints)('lets the admin make %s', async (name, endpoint) => {
    const { status, body } = await call(name, endpoint, 'admin')
    expect(status, JSON.stringify(body)).toBe(endpoint.status)
  })

  it('declares the 403 of every protected endpoint in the OpenAPI document', () => {
    const paths = toOpenApi(contract).paths
    for (const [, endpoint] of protectedEndpoints) {
      const operation = paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]![endpoint.method.toLowerCase() as 'get']!
      expect(Object.keys(operation.responses), endpoint.id).toContain('403')
    }
  })
})

describe('a refused call changes nothing', () => {
  it("the client's demo reset leaves the data as it is", async () => {
    await expectSuccess(updateBookmark, { body: { id: 4 } })
    const before = await expectSuccess(bookmarksData)
    expect((await callEndpoint(resetDemoData, {}, { as: 'client' })).status).toBe(403)
    expect(await expectSuccess(bookmarksData)).toEqual(before)
  })
})
