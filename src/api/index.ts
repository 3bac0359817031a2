/** The API as the app sees it: the typed client, its errors, and the contract's types. */
export { api, type CallOptions } from './client'
export { ApiError, ContractMismatchError, fieldErrors } from './errors'
export { onSessionExpired } from './sessionExpired'
export { backendReady } from './backendReady'
export { connectTokenSource, type TokenSource } from './tokenSource'
