import { useState } from 'react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getSession } from '@/auth'
import { server } from '@/mocks/node'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { ApiDocsScreen } from './ApiDocsScreen'
import type { ApiDocsSearch } from './search'

setupSignedInBackend('admin')

/** A small document in the shape the build serves: two tags, four operations, a recursive schema. */
const fixture = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '2.0.0', description: 'A document for the tests.' },
  tags: [{ name: 'users' }, { name: 'auth' }, { name: 'email' }],
  paths: {
    '/api/users/list/data': {
      get: {
        operationId: 'usersData',
        tags: ['users'],
        summary: 'One page of users.',
        description: 'One page of users matching q.',
        security: [{ bearer: [] }],
        parameters: [
          { in: 'query', name: 'q', schema: { type: 'string', default: '' }, description: 'Text to find.', example: 'a' },
          { in: 'query', name: 'perPage', schema: { type: 'integer', exclusiveMinimum: 0, maximum: 100, default: 10 }, description: 'Rows per page.' },
          { in: 'query', name: 'role', schema: { type: 'string', enum: ['admin', 'editor'] }, description: 'Only this role.' },
        ],
        responses: {
          '200': {
            description: 'Success',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { users: { type: 'array', items: { $ref: '#/components/schemas/User' } }, total: { type: 'integer' } }, required: ['users', 'total'] },
                example: { users: [{ id: 7, fullName: 'Ann Example' }], total: 1 },
              },
            },
          },
          '401': { description: 'No valid token', content: { 'application/json': { schema: { $ref: '#/components/schemas/MessageError' } } } },
        },
      },
    },
    '/jwt/login': {
      post: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Signs a user in.',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 1 } }, required: ['email', 'password'] },
              example: { email: 'admin@demo.com', password: 'admin' },
            },
          },
        },
        responses: { '200': { description: 'Success' }, '400': { description: 'Bad input' } },
      },
    },
    '/apps/email/get-email': {
      get: {
        operationId: 'getEmail',
        tags: ['email'],
        summary: 'One mail with its replies.',
        security: [{ bearer: [] }],
        parameters: [{ in: 'query', name: 'id', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Email' } } } } },
      },
    },
    '/apps/email/drafts/{id}': {
      put: {
        operationId: 'updateDraft',
        tags: ['email'],
        summary: 'Replaces a draft.',
        security: [{ bearer: [] }],
        'x-beyond-spec': true,
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' }, example: 36 }],
        responses: { '200': { description: 'Success' } },
      },
    },
  },
  components: {
    schemas: {
      User: { type: 'object', properties: { id: { type: 'integer' }, fullName: { type: 'string', description: 'First and last name.' } }, required: ['id'] },
      MessageError: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
      // Recursive: a mail's replies are mails.
      Email: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          subject: { type: 'string', maxLength: 998 },
          folder: { type: 'string', enum: ['inbox', 'sent'] },
          replies: { type: 'array', items: { $ref: '#/components/schemas/Email' } },
          replyTo: { anyOf: [{ $ref: '#/components/schemas/Email' }, { type: 'null' }] },
        },
        required: ['id', 'subject'],
      },
    },
  },
}

/** Serves the fixture at /openapi.json (or what `answer` makes), counting the downloads. */
function serveDocument(answer: () => Response = () => HttpResponse.json(fixture)) {
  const calls = { count: 0 }
  server.use(
    http.get('*/openapi.json', () => {
      calls.count += 1
      return answer()
    }),
  )
  return calls
}

/** The screen in a router (its breadcrumbs are links), its address kept in state as the route keeps it in the URL. */
async function show(initial: Partial<ApiDocsSearch> = {}) {
  const changes: Array<Partial<ApiDocsSearch>> = []
  function Harness() {
    const [search, setSearch] = useState<ApiDocsSearch>({ q: '', ...initial })
    return (
      <ApiDocsScreen
        search={search}
        onSearchChange={(patch) => {
          changes.push(patch)
          setSearch((current) => ({ ...current, ...patch }))
        }}
      />
    )
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Harness }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return { changes }
}

const loaded = () => waitFor(() => expect(screen.queryByTestId('api-docs-loading')).toBeNull())
const operationPanels = () => screen.getAllByTestId('api-operation')
const panelOf = (path: string) => operationPanels().find((panel) => within(panel).queryByText(path) !== null)!
const tagNav = () => screen.getByRole('navigation', { name: 'API tags' })

/** The requests the app sends during each test (after the test's sign-in). */
function recordRequests(): Request[] {
  const requests: Request[] = []
  const listener = ({ request }: { request: Request }) => void requests.push(request.clone())
  beforeEach(() => {
    requests.length = 0
    server.events.on('request:start', listener)
  })
  afterEach(() => server.events.removeListener('request:start', listener))
  return requests
}

describe('the API reference', () => {
  it('shows a skeleton, then every tag with its operations: method, path, summary, lock and beyond-the-SPEC badge', async () => {
    serveDocument()
    await show()
    await loaded()
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy()
    expect(within(tagNav()).getByRole('button', { name: /All operations\s*4/ })).toBeTruthy()
    expect(within(tagNav()).getByRole('button', { name: /users\s*1/ })).toBeTruthy()
    expect(within(tagNav()).getByRole('button', { name: /email\s*2/ })).toBeTruthy()
    expect(screen.getAllByTestId('api-tag').map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['users', 'auth', 'email'])

    const users = panelOf('/api/users/list/data')
    expect(within(users).getByText('GET')).toBeTruthy()
    expect(within(users).getByText('One page of users.')).toBeTruthy()
    expect(within(users).getByTitle('Needs an access token')).toBeTruthy()
    expect(within(users).queryByText('Beyond the SPEC')).toBeNull()
    // A public call has no lock; a call beyond the core API (`x-beyond-spec`) says so.
    expect(within(panelOf('/jwt/login')).queryByTitle('Needs an access token')).toBeNull()
    expect(within(panelOf('/apps/email/drafts/{id}')).getByText('Beyond the SPEC')).toBeTruthy()
    expect(within(panelOf('/apps/email/drafts/{id}')).getByText('PUT')).toBeTruthy()
  })

  it('shows the error with Retry when the document cannot be loaded, and Retry loads it', async () => {
    let fail = true
    const calls = serveDocument(() => (fail ? new HttpResponse('down', { status: 503 }) : HttpResponse.json(fixture)))
    await show()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The API reference could not be loaded')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(operationPanels()).toHaveLength(4))
    expect(calls.count).toBe(2)
  })

  it('filters by path, operationId or summary, and by tag', async () => {
    serveDocument()
    const { changes } = await show()
    await loaded()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search operations' }), { target: { value: 'draft' } })
    await waitFor(() => expect(operationPanels()).toHaveLength(1))
    expect(changes).toContainEqual({ q: 'draft' })
    expect(screen.getByTestId('api-operation-count').textContent).toBe('1 operation')
    expect(panelOf('/apps/email/drafts/{id}')).toBeTruthy()

    // By operationId, ignoring case.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search operations' }), { target: { value: 'USERSDATA' } })
    await waitFor(() => expect(operationPanels().map((panel) => within(panel).getByText(/^\//).textContent)).toEqual(['/api/users/list/data']))

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search operations' }), { target: { value: 'nothing like it' } })
    expect(await screen.findByText('No operation matches “nothing like it”')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show all operations' }))
    await waitFor(() => expect(operationPanels()).toHaveLength(4))

    fireEvent.click(within(tagNav()).getByRole('button', { name: /email/ }))
    expect(changes.at(-1)).toEqual({ tag: 'email' })
    expect(operationPanels()).toHaveLength(2)
    expect(within(tagNav()).getByRole('button', { name: /email/ }).getAttribute('aria-current')).toBe('true')
  })

  it('opens an operation: description, parameters with type, default and example, answers with schema and example', async () => {
    serveDocument()
    const { changes } = await show()
    await loaded()
    fireEvent.click(within(panelOf('/api/users/list/data')).getByRole('button', { name: /\/api\/users\/list\/data/ }))
    expect(changes.at(-1)).toEqual({ op: 'usersData' })
    const panel = panelOf('/api/users/list/data')
    expect(within(panel).getByText('One page of users matching q.')).toBeTruthy()

    const parameters = within(panel).getByRole('table', { name: 'Parameters' })
    const rows = within(parameters).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['q', 'perPage', 'role'])
    const perPage = within(rows[1]!).getAllByRole('cell')
    expect(perPage.map((cell) => cell.textContent)).toEqual(['perPage', 'query', 'no', expect.stringContaining('integer'), '10', 'Rows per page.'])
    expect(perPage[3]!.textContent).toContain('> 0')
    expect(perPage[3]!.textContent).toContain('≤ 100')
    expect(within(rows[0]!).getAllByRole('cell')[5]!.textContent).toContain('Example "a"')
    expect(within(rows[2]!).getAllByRole('cell')[3]!.textContent).toContain('"admin" | "editor"')

    const ok = within(panel).getByTestId('response-200')
    expect(within(ok).getByRole('group', { name: 'Schema of the 200 answer' }).textContent).toContain('users')
    expect(JSON.parse(within(ok).getByRole('region', { name: 'Example of the 200 answer' }).textContent!)).toEqual({ users: [{ id: 7, fullName: 'Ann Example' }], total: 1 })
    expect(within(panel).getByTestId('response-401').textContent).toContain('MessageError')
  })

  it('shows a $ref as a link that opens its schema, and a recursive schema without unfolding it again', async () => {
    serveDocument()
    const { changes } = await show({ op: 'usersData' })
    await loaded()
    const schemas = screen.getByTestId('api-schemas')
    expect(within(schemas).queryByRole('group', { name: 'Schema User' })).toBeNull()

    const userLink = within(within(panelOf('/api/users/list/data')).getByTestId('response-200')).getByRole('link', { name: 'User' })
    expect(userLink.getAttribute('href')).toBe('#schema-User')
    expect(userLink.parentElement!.textContent).toContain('User[]')
    fireEvent.click(userLink)
    expect(changes.at(-1)).toEqual({ schema: 'User' })
    const user = await within(schemas).findByRole('group', { name: 'Schema User' })
    expect(user.textContent).toContain('fullName')
    expect(user.textContent).toContain('First and last name.')

    // Email refers to itself twice: each reference is a link back, so the tree ends.
    fireEvent.click(within(schemas).getByRole('button', { name: /^Email/ }))
    const email = await within(schemas).findByRole('group', { name: 'Schema Email' })
    expect(within(email).getAllByRole('link', { name: 'Email' })).toHaveLength(2)
    expect(email.textContent).toContain('Email | null')
    expect(email.textContent).toContain('"inbox" | "sent"')
    expect(email.textContent).toContain('at most 998 characters')
    expect(within(email).getAllByText('required')).toHaveLength(2)
  })
})

describe('try it', () => {
  const requests = recordRequests()

  it('sends the request with the example values and the session token, and shows status, time and answer', async () => {
    serveDocument()
    await show({ op: 'usersData' })
    await loaded()
    const form = screen.getByRole('form', { name: 'Try GET /api/users/list/data' })
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'q' }).value).toBe('a')
    fireEvent.change(within(form).getByRole('textbox', { name: 'perPage' }), { target: { value: '5' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))

    const answer = await within(form).findByTestId('try-it-answer')
    const sent = requests.find((request) => new URL(request.url).pathname === '/api/users/list/data')!
    expect(sent.method).toBe('GET')
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ q: 'a', perPage: '5' })
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${getSession().accessToken}`)
    expect(within(answer).getByTestId('try-it-status').textContent).toMatch(/^200/)
    expect(within(answer).getByTestId('try-it-time').textContent).toMatch(/^\d[\d,.]* ms$/)
    const body = JSON.parse(within(answer).getByTestId('try-it-body').textContent!) as { users: Array<{ fullName: string }>; total: number }
    expect(body.users.length).toBeGreaterThan(0)
    expect(body.users.length).toBeLessThanOrEqual(5)
  })

  it('shows an error status as an answer: without the token, a protected call answers 401', async () => {
    serveDocument()
    await show({ op: 'usersData' })
    await loaded()
    const form = screen.getByRole('form', { name: 'Try GET /api/users/list/data' })
    fireEvent.click(within(form).getByRole('switch', { name: 'Send my access token' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    const answer = await within(form).findByTestId('try-it-answer')
    expect(within(answer).getByTestId('try-it-status').textContent).toMatch(/^401/)
    expect(JSON.parse(within(answer).getByTestId('try-it-body').textContent!)).toHaveProperty('error')
    expect(requests.find((request) => new URL(request.url).pathname === '/api/users/list/data')!.headers.has('Authorization')).toBe(false)
  })

  it('checks the JSON body and the required path parameters before sending', async () => {
    serveDocument()
    await show({ op: 'login' })
    await loaded()
    const form = screen.getByRole('form', { name: 'Try POST /jwt/login' })
    const body = within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Request body (JSON)' })
    expect(JSON.parse(body.value)).toEqual({ email: 'admin@demo.com', password: 'admin' })
    fireEvent.change(body, { target: { value: '{ "email": ' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByText(/This is not valid JSON/)).toBeTruthy()
    expect(requests.some((request) => new URL(request.url).pathname === '/jwt/login')).toBe(false)

    // A wrong password is the back end's 400, shown as its answer.
    fireEvent.change(body, { target: { value: '{ "email": "admin@demo.com", "password": "wrong" }' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    const answer = await within(form).findByTestId('try-it-answer')
    expect(within(answer).getByTestId('try-it-status').textContent).toMatch(/^400/)
    const login = requests.find((request) => new URL(request.url).pathname === '/jwt/login')!
    expect(login.headers.has('Authorization')).toBe(false)
    expect(await login.json()).toEqual({ email: 'admin@demo.com', password: 'wrong' })
  })

  it('fills path parameters into the path, and asks for a missing one', async () => {
    serveDocument()
    await show({ op: 'updateDraft' })
    await loaded()
    const form = screen.getByRole('form', { name: 'Try PUT /apps/email/drafts/{id}' })
    const id = within(form).getByRole<HTMLInputElement>('textbox', { name: 'id' })
    expect(id.value).toBe('36')
    fireEvent.change(id, { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByText('Required')).toBeTruthy()
    expect(requests.some((request) => request.url.includes('/apps/email/drafts'))).toBe(false)

    fireEvent.change(id, { target: { value: '999999' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    const answer = await within(form).findByTestId('try-it-answer')
    expect(requests.find((request) => request.url.includes('/apps/email/drafts'))!.url).toMatch(/\/apps\/email\/drafts\/999999$/)
    // No body and no such draft: the back end's 400 or 404, either way an answer on screen.
    expect(within(answer).getByTestId('try-it-status').textContent).toMatch(/^4\d\d/)
  })
})
