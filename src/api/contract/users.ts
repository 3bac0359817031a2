import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Id, IdParam } from './numbers'
import { pageAnswer, pageQuery } from './paging'
import { emailAddress, personName, text, username } from './text'
import { USER_BILLING_METHODS, USER_PLANS, USER_ROLES, USER_SORT_FIELDS, USER_STATUSES } from './userValues'
import { DEFAULT_PER_PAGE } from './values'

export { USER_BILLING_METHODS, USER_PLANS, USER_ROLES, USER_SORT_FIELDS, USER_STATUSES } from './userValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('User')

// ---- Entities ----

export const UserRole = z.enum(USER_ROLES)
export type UserRole = z.infer<typeof UserRole>

export const UserPlan = z.enum(USER_PLANS)
export type UserPlan = z.infer<typeof UserPlan>

export const UserStatus = z.enum(USER_STATUSES)
export type UserStatus = z.infer<typeof UserStatus>

export const UserBilling = z.enum(USER_BILLING_METHODS)
export type UserBilling = z.infer<typeof UserBilling>

/** One user of the users app. These are managed records, not the accounts that sign in (AuthUser). */
export const User = z.object({
  id: Id,
  fullName: z.string(),
  company: z.string(),
  role: UserRole,
  username: z.string(),
  country: z.string(),
  /** A phone number as typed, e.g. "(479) 232-9151"; '' when unknown. */
  contact: z.string(),
  email: z.email(),
  currentPlan: UserPlan,
  status: UserStatus,
  /** Image path or URL; '' when the user has none (the screens show initials). */
  avatar: z.string(),
  billing: UserBilling.describe(
    `Beyond the SPEC's fields (the template's user list shows it): how the user pays for their plan, one of ${USER_BILLING_METHODS.join(', ')}. Given when the user is added, from their username; not editable.`,
  ),
}).meta({ id: 'User' })
export type User = z.infer<typeof User>

export type UserSortField = (typeof USER_SORT_FIELDS)[number]

/** The fields `q` searches: username or full name. */
export const USER_SEARCH_FIELDS = ['username', 'fullName'] as const

// ---- Inputs ----

/** The longest full name, company and country a client may send. */
export const MAX_USER_TEXT_LENGTH = 100
/** The longest contact (phone number). */
export const MAX_CONTACT_LENGTH = 30

const optionalText = (max: number) => text(max, { trim: true })

/**
 * A user's editable fields as a client sends them. Texts are trimmed; full name, username and email
 * are required, normalised (NFC) and free of bidirectional marks, and username and email are unique
 * without regard to case, NFC form or surrounding spaces (a taken one is a 400 naming the field,
 * checked by the server). No text takes control characters (./text).
 */
const userFields = {
  fullName: personName(MAX_USER_TEXT_LENGTH).min(1),
  username: username().min(1),
  email: emailAddress({ required: true }),
  company: optionalText(MAX_USER_TEXT_LENGTH),
  country: optionalText(MAX_USER_TEXT_LENGTH),
  contact: optionalText(MAX_CONTACT_LENGTH),
  role: UserRole,
  currentPlan: UserPlan,
  status: UserStatus,
}

/** A new user (add-user): company, country and contact default to '', the role, plan and status to subscriber, basic and pending. */
export const NewUser = z.object({
  ...userFields,
  company: userFields.company.default(''),
  country: userFields.country.default(''),
  contact: userFields.contact.default(''),
  role: UserRole.default('subscriber'),
  currentPlan: UserPlan.default('basic'),
  status: UserStatus.default('pending'),
})
export type NewUser = z.input<typeof NewUser>

/** A change to one user (update-user): its id and any of the editable fields, held to the same rules. */
export const UserChanges = z.object({ id: Id, ...z.object(userFields).partial().shape })
export type UserChanges = z.input<typeof UserChanges>

export const UsersQuery = z.object({
  ...pageQuery({ defaultPerPage: DEFAULT_PER_PAGE, searchFields: USER_SEARCH_FIELDS, sortBy: USER_SORT_FIELDS, sortBeyondSpec: true }),
  role: UserRole.optional().describe('Only users of this role.'),
  currentPlan: UserPlan.optional().describe('Only users on this plan.'),
  status: UserStatus.optional().describe('Only users of this status.'),
})
export type UsersQuery = z.input<typeof UsersQuery>

export const UsersPage = z.object(pageAnswer('users', User))
export type UsersPage = z.infer<typeof UsersPage>

const OneUser = z.object({ user: User })
export type OneUser = z.infer<typeof OneUser>

// ---- Endpoints ----
// Without sortBy every list is newest first: a user just added is on top.

export const usersAllData = endpoint({
  method: 'GET',
  path: '/api/users/list/all-data',
  description: 'Every user, newest first, as a plain array.',
  response: z.array(User),
})

export const usersData = endpoint({
  method: 'GET',
  path: '/api/users/list/data',
  description:
    'One page of the users matching q (username or full name), role, currentPlan and status (the filters combine), newest first unless sorted; total counts every match.',
  query: UsersQuery,
  response: UsersPage,
})

export const getUser = endpoint({
  method: 'GET',
  path: '/api/users/user',
  description: 'One user. Unknown id: 404.',
  query: z.object({ id: IdParam }),
  response: OneUser,
  errors: NOT_FOUND,
})

export const addUser = endpoint({
  method: 'POST',
  path: '/apps/users/add-user',
  description:
    'Adds a user at the top of the list and answers it (201). Full name, username and email are required; a taken username or email (trimmed, ignoring case), a bad email, role, plan or status: 400 naming the field.',
  status: 201,
  body: NewUser,
  response: OneUser,
})

export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/apps/users/delete',
  description: 'Removes a user (204). Unknown id: 404, nothing removed.',
  status: 204,
  query: z.object({ id: IdParam }),
  response: z.undefined(),
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): editing and removing several users ----

export const updateUser = endpoint({
  method: 'POST',
  path: '/apps/users/update-user',
  description:
    'Changes the given fields of a user and answers it, with the rules of add-user (the username and email stay unique among the other users). Unknown id: 404.',
  beyondSpec: true,
  body: UserChanges,
  response: OneUser,
  errors: NOT_FOUND,
})

export const deleteUsers = endpoint({
  method: 'POST',
  path: '/apps/users/delete-users',
  description: 'Removes every given user (204), all or none: an unknown id is a 404 and nothing is removed.',
  beyondSpec: true,
  status: 204,
  body: z.object({ ids: z.array(Id).min(1, 'Choose at least one user') }),
  response: z.undefined(),
  errors: NOT_FOUND,
})
