import type { Page } from '@playwright/test'
import { addBlogPost } from '../../src/api/contract/blog'
import { addCalendarEvent } from '../../src/api/contract/calendar'
import { addAddress } from '../../src/api/contract/ecommerce'
import { createDraft } from '../../src/api/contract/email'
import type { BodyOf, Endpoint, ResponseOf } from '../../src/api/contract/endpoint'
import { addInvoice } from '../../src/api/contract/invoices'
import { addTask } from '../../src/api/contract/todo'
import { addUser } from '../../src/api/contract/users'
import { callApi } from './network'

/*
 * Factories: a record made through the API's own add call, as the app would make it, so it is
 * stored, listed and seen by every tab like one a user added. Each fills what its call requires with
 * values unique to the run ("QA user 3", qa.user.3@example.com) and takes any field of the call's
 * body over them, typed by the contract; it answers the stored record as the back end answered it,
 * checked against the contract. They work against a real back end too: they only call the API.
 *
 *   const { user } = await mock.create('user', { role: 'editor' })
 *   await page.goto(`/apps/user/view/${user.id}`)
 */

/** Numbers the records of this worker, so two made in one test never share a name or an email. */
let made = 0

const today = () => new Date().toISOString().slice(0, 10)

interface Factory<E extends Endpoint, F> {
  endpoint: E
  /** What the call requires, for the n-th record. */
  defaults: (n: number) => F
  /** The call's body from the fields (tasks and events travel wrapped: `{ task }`, `{ event }`). */
  body: (fields: F) => BodyOf<E>
}

function factory<E extends Endpoint, F extends object>(endpoint: E, defaults: (n: number) => F, body: (fields: F) => BodyOf<E>): Factory<E, F> {
  return { endpoint, defaults, body }
}

const same = <T,>(fields: T) => fields

export const factories = {
  user: factory(addUser, (n) => ({ fullName: `QA User ${n}`, username: `qa.user.${n}`, email: `qa.user.${n}@example.com` }) as BodyOf<typeof addUser>, same),
  invoice: factory(
    addInvoice,
    (n) =>
      ({
        client: { name: `QA Client ${n}`, companyEmail: `qa.client.${n}@example.com` },
        issuedDate: today(),
        dueDate: today(),
        items: [{ name: `QA service ${n}`, cost: 10_000, quantity: 1 }],
      }) as BodyOf<typeof addInvoice>,
    same,
  ),
  task: factory(addTask, (n) => ({ title: `QA task ${n}` }) as BodyOf<typeof addTask>['task'], (task) => ({ task })),
  event: factory(addCalendarEvent, (n) => ({ title: `QA event ${n}`, start: today(), allDay: true }) as BodyOf<typeof addCalendarEvent>['event'], (event) => ({ event })),
  post: factory(addBlogPost, (n) => ({ blogTitle: `QA post ${n}`, slug: `qa-post-${n}-${Date.now()}` }) as BodyOf<typeof addBlogPost>, same),
  draft: factory(createDraft, (n) => ({ to: [], cc: [], bcc: [], subject: `QA draft ${n}`, message: '' }) as BodyOf<typeof createDraft>, same),
  address: factory(
    addAddress,
    (n) => ({ fullName: `QA Buyer ${n}`, phone: '+1 555 0100', line1: `${n} QA Street`, city: 'Springfield', postcode: '12345', country: 'United States' }) as BodyOf<typeof addAddress>,
    same,
  ),
}

/** What can be made: 'user', 'invoice', 'task', 'event', 'post', 'draft', 'address'. */
export type FactoryName = keyof typeof factories
/** The fields a factory takes: its add call's body (a task's and an event's without their wrapper). */
export type FactoryFields<K extends FactoryName> = ReturnType<(typeof factories)[K]['defaults']>
/** What `create(kind)` answers: the add call's answer (`{ user }`, `{ invoice }`, a task, an event …). */
export type Created<K extends FactoryName> = ResponseOf<(typeof factories)[K]['endpoint']>

/**
 * Makes a record through the API as the page's signed-in user and answers it as stored; any field
 * of `fields` replaces the default. A refusal throws with the back end's answer
 * ("user: 400 {"error":"…","field":"email"}"), so a wrong fixture fails where it is made.
 */
export async function create<K extends FactoryName>(page: Page, kind: K, fields: Partial<FactoryFields<K>> = {}): Promise<Created<K>> {
  const { endpoint, defaults, body } = factories[kind] as unknown as Factory<Endpoint, object>
  const sent = body({ ...defaults(++made), ...fields })
  const answer = await callApi(page, endpoint.method, endpoint.path, sent)
  if (answer.status !== endpoint.status) throw new Error(`create('${kind}'): ${endpoint.id} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  const checked = endpoint.response.safeParse(answer.body)
  if (!checked.success) throw new Error(`create('${kind}'): the answer breaks the contract: ${checked.error.message}`)
  return checked.data as Created<K>
}
