/*
 * The test kit: every fixture and helper for a Playwright suite that tests this app against its mock
 * back end, from one place (docs/test-kit.md lists each with an example):
 *
 *   import { expect, test, waitForCall } from './support'
 */

/**
 * Playwright's `test` with the kit's fixtures: `mock` (steers the mock back end, see `MockFixture`),
 * `consoleErrors` (a test fails on an error in the browser console unless it allows it). A test
 * that takes `mock` has its call log, recording every call of the API from the test's start.
 */
export { test } from './mock'
/** The API's endpoints by name (`contract.usersData`), for the waits and the mock's controls. */
export { contract } from '../../src/api/contract'
/** Playwright's `expect`, as it is. */
export { expect } from '@playwright/test'
/** The `mock` fixture for another page than the test's own (a second tab): `mockOf(second).fail(...)`. */
export { mockOf } from './mock'
/** The `mock` fixture's type; an endpoint as the fixture takes it; the settings `mock.beforeBoot` takes. */
export type { EndpointRef, MockFixture, StoredSettings } from './mock'
/** What `mock.create(kind, fields)` makes ('user', 'invoice', 'task', 'event', 'post', 'draft', 'address'), the fields it takes, what it answers. */
export type { Created, FactoryFields, FactoryName } from './factories'
/** The `consoleErrors` fixture's type: `allow(pattern, reason)`, `seen()`. */
export type { ConsoleErrors } from './consoleErrors'

/** Waits for the page's next call of an endpoint and resolves with its answer (or, with `status`, the whole call). */
export { waitForCall } from './network'
/** Waits for the page to send a call of an endpoint and resolves with its query and body, before any answer. */
export { waitForRequest } from './network'
/** A predicate for `page.waitForResponse`: whether a response answers a call of an endpoint (method, path, query). */
export { isCallOf } from './network'
/** Calls the API from the page as its signed-in user, through the mock; answers `{ status, body }`. */
export { callApi } from './network'
/** One call in the call log; the filter of the waits; what `waitForRequest` resolves with. */
export type { Call, CallFilter, SentRequest } from './network'

/** Waits until the mock back end answers (`<html data-backend="ready">`). */
export { backendReady } from './session'
/** Signs in as a role and saves the browser state where `roleState(role)` says: a setup project's one line. */
export { saveRoleState } from './session'
/** Where a role's signed-in browser state is kept: `test.use({ storageState: roleState('client') })`. */
export { roleState } from './session'
/** The demo accounts' emails and passwords, by role: `demoAccounts.admin.email`. */
export { demoAccounts } from './session'
/** The mock settings every role's saved state carries: no latency, long-lived tokens, the data seeded for 2025-06-02. */
export { testMockSettings } from './session'
/** Stores localStorage entries before the app's first load in this page, as an earlier visit would have. */
export { storeBeforeLoad } from './session'
/** A signed-in state: 'admin', 'client' or 'guest' (signed out). */
export type { Role } from './session'

/** Page objects for the app's shared parts: the server-paged grid, a drawer form, the confirmation dialog, the toasts, the login form. */
export { confirmDialog, formDrawer, serverGrid, signIn, toast } from './pageObjects'
export type { ConfirmDialog, FormDrawer, ServerGrid, Toasts } from './pageObjects'
/** Waits until every element of a locator (at least one) shows a text, read again until it holds. */
export { expectEveryRow } from './rows'
/** axe's findings over the page or a part of it, by tags or rules: `expect(await axeScan(page, { tags: ['wcag2aa'] })).toEqual([])`. */
export { axeScan } from './axe'
export type { AxeScan, AxeViolations } from './axe'
/** Resolves once every finite animation and transition in the page has finished. */
export { animationsSettled } from './settled'
