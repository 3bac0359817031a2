/**
 * The users app's value lists, apart from its zod schemas (./users.ts) for the same reason as
 * ./values.ts: the users routes read them from the address in the entry chunk, without zod.
 */

/** The roles of the user list (not the auth roles admin/client). */
export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const

/** The columns the server can sort the user list by. */
export const USER_SORT_FIELDS = ['id', 'fullName', 'username', 'email', 'company', 'country', 'role', 'currentPlan', 'status'] as const

/** How a user pays for their plan: the payment method labels of the template's user list. */
export const USER_BILLING_METHODS = ['Auto Debit', 'Manual - Credit Card', 'Manual - Cash', 'Manual - Paypal'] as const
