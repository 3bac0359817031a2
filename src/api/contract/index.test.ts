// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract, endpoint, endpointsIn } from '.'

describe('the contract', () => {
  it('is derived from the domain files: every endpoint they export, under its export name', () => {
    expect(Object.keys(contract).sort()).toEqual(
      [
        'login', 'register', 'refreshToken', 'me',
        'datatablesInitialData', 'datatablesData', 'updateDatatableRow',
        'autocompleteData', 'mainSearchData', 'bookmarksData', 'updateBookmark',
        'emailsData', 'updateEmails', 'updateEmailsLabel', 'getEmail', 'paginateEmail',
        'sendEmail', 'createDraft', 'updateDraft', 'replyToEmail', 'forwardEmail',
        'resetDemoData',
        'accountSettingsData', 'saveGeneralSettings', 'saveInfoSettings', 'saveSocialLinks', 'saveConnection',
        'saveNotificationSettings', 'changePassword',
        'profileData', 'profilePosts', 'likeProfilePost', 'commentProfilePost', 'voteProfilePoll', 'toggleProfileFavorite',
        'blogListData', 'blogSidebarData', 'blogDetailData', 'blogEditData', 'updateBlogPost', 'addBlogPost', 'addBlogComment',
        'faqData', 'knowledgeBaseData', 'knowledgeBaseCategory', 'knowledgeBaseQuestion', 'voteKnowledgeBaseQuestion',
        'pricingData', 'choosePricingPlan',
        'invoicesData', 'getInvoice', 'deleteInvoice', 'invoiceClients', 'addInvoice', 'updateInvoice', 'sendInvoice',
        'addInvoicePayment', 'duplicateInvoice',
        'usersAllData', 'usersData', 'getUser', 'addUser', 'deleteUser', 'updateUser', 'deleteUsers',
        'tasksData', 'addTask', 'updateTask', 'deleteTask', 'taskCounts', 'restoreTask', 'purgeTask', 'reorderTask',
        'chatsAndContacts', 'chatProfileUser', 'getChat', 'sendChatMessage', 'updateChatProfileUser', 'markChatRead',
        'calendarEvents', 'addCalendarEvent', 'updateCalendarEvent', 'removeCalendarEvent',
        'productsData', 'getProduct', 'wishlistData', 'cartData', 'addToWishlist', 'addToCart', 'removeFromWishlist', 'removeFromCart',
        'setCartQuantity', 'cartPrice', 'addressesData', 'addAddress', 'removeAddress', 'placeOrder', 'ordersData', 'getOrder',
        'cardAnalyticsSupportTracker', 'cardAnalyticsAvgSessions', 'cardAnalyticsRevenueReport', 'cardAnalyticsGoalOverview', 'cardAnalyticsRevenue', 'cardAnalyticsProductOrders', 'cardAnalyticsSessionsDevice', 'cardAnalyticsCustomers', 'cardStatisticsOrdersBarChart', 'cardStatisticsProfitLineChart', 'cardStatisticsSubscribers', 'cardStatisticsRevenue', 'cardStatisticsSales', 'cardStatisticsOrders', 'cardStatisticsSiteTraffic', 'cardStatisticsActiveUsers', 'cardStatisticsNewsletter',
        'customersByCountry',
      ].sort(),
    )
    expect(contract.login.id).toBe('POST /jwt/login')
  })
})

describe('endpointsIn()', () => {
  it("keeps a module's endpoints and leaves out its schemas, helpers and lookalikes", () => {
    const ping = endpoint({ method: 'GET', path: '/ping', description: 'x', response: z.null() })
    const lookalike = { ...ping }
    const found = endpointsIn({ ping, Ping: z.object({}), helper: () => ping, list: [ping], lookalike })
    expect(found).toEqual({ ping })
  })
})
