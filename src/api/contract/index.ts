/**
 * The API contract: every call the app makes, described once. A real back end must honour this
 * table; `toOpenApi(contract)` turns it into an OpenAPI document for the people who build one.
 * Each domain adds its endpoints in its own file and lists them here.
 */
import * as auth from './auth'
import * as datatables from './datatables'
import * as demo from './demo'
import * as email from './email'
import * as search from './search'
import type { Endpoint } from './endpoint'

export const contract = {
  login: auth.login,
  register: auth.register,
  refreshToken: auth.refreshToken,
  me: auth.me,
  datatablesInitialData: datatables.datatablesInitialData,
  datatablesData: datatables.datatablesData,
  autocompleteData: search.autocompleteData,
  mainSearchData: search.mainSearchData,
  bookmarksData: search.bookmarksData,
  updateBookmark: search.updateBookmark,
  emailsData: email.emailsData,
  updateEmails: email.updateEmails,
  updateEmailsLabel: email.updateEmailsLabel,
  getEmail: email.getEmail,
  paginateEmail: email.paginateEmail,
  sendEmail: email.sendEmail,
  createDraft: email.createDraft,
  updateDraft: email.updateDraft,
  replyToEmail: email.replyToEmail,
  forwardEmail: email.forwardEmail,
  resetDemoData: demo.resetDemoData,
} satisfies Record<string, Endpoint>

export type Contract = typeof contract

export * from './auth'
export * from './datatables'
export * from './demo'
export * from './email'
export * from './search'
export * from './paging'
export * from './errors'
export { apiBaseUrl } from './baseUrl'
export { endpoint } from './endpoint'
export type { Endpoint, EndpointDefinition, HttpMethod, ParamsOf, QueryOf, BodyOf, ResponseOf } from './endpoint'
