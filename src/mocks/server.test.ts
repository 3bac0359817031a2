// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_DAY } from './db/clock'
import { filePersistence, writeAtomically } from './db/filePersistence'
import { startMockServer, type MockServerOptions } from './server'
import { setMockDefaults } from './settings'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Starts the server on a free port and answers its base URL. */
async function start(options: Partial<MockServerOptions> = {}): Promise<string> {
  server = await startMockServer({ port: 0, host: '127.0.0.1', ...options })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { accessToken: string }).accessToken
}

const addUser = (base: string, token: string, username: string) =>
  fetch(`${base}/apps/users/add-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: 'Kept Person', username, email: `${username}@example.com` }),
  })

const findUser = async (base: string, token: string, username: string) => {
  const answer = await fetch(`${base}/api/users/list/data?q=${username}`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await answer.json()) as { users: { username: string }[] }).users.map((user) => user.username)
}

describe('the mock as an HTTP server', () => {
  it('answers the contract with the browser mock handlers: sign in, a protected list, a 401 without a token', async () => {
    const base = await start()
    const token = await signIn(base)
    const mails = await fetch(`${base}/apps/email/emails?folder=inbox`, { headers: { Authorization: `Bearer ${token}` } })
    expect(mails.status).toBe(200)
    expect(((await mails.json()) as { emails: unknown[] }).emails.length).toBeGreaterThan(0)
    const refused = await fetch(`${base}/apps/email/emails`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Missing access token' })
  })

  it('answers a call no handler knows with a 404 naming it, and the endpoint it likely meant', async () => {
    const base = await start()
    const answer = await fetch(`${base}/no/such/call`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ error: 'No such call: GET /no/such/call' })
    const misspelt = await fetch(`${base}/api/users/lsit`)
    expect(await misspelt.json()).toEqual({ error: 'No such call: GET /api/users/lsit; did you mean GET /api/users/list/data?' })
  })

  it('answers an address too long to read with 414 in the contract shape', async () => {
    const base = await start()
    const answer = await fetch(`${base}/api/invoice/invoices/${'1'.repeat(8200)}`)
    expect(answer.status).toBe(414)
    expect(await answer.json()).toEqual({ error: 'The address is longer than 8192 characters' })
  })

  it('answers any origin by default, with the preflight a browser sends before a call with a token', async () => {
    const base = await start()
    const preflight = await fetch(`${base}/apps/email/emails`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    const call = await fetch(`${base}/apps/email/emails`, { headers: { Origin: 'http://localhost:5173' } })
    expect(call.headers.get('access-control-allow-origin')).toBe('*')
    expect(call.headers.get('access-control-expose-headers')).toContain('Content-Type')
  })

  it('answers only the configured origins when given', async () => {
    const base = await start({ origins: ['https://admin.example.com'] })
    const allowed = await fetch(`${base}/jwt/login`, { method: 'OPTIONS', headers: { Origin: 'https://admin.example.com', 'Access-Control-Request-Method': 'POST' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com')
    expect(allowed.headers.get('vary')).toBe('Origin')
    const other = await fetch(`${base}/jwt/login`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'POST' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('keeps its data in a file across restarts, and the demo reset brings the seed back', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-server-')), 'data.json')
    let base = await start({ dataFile: file })
    let token = await signIn(base)
    expect((await addUser(base, token, 'kept')).status).toBe(201)
    await new Promise<void>((resolve) => server!.close(() => resolve()))

    base = await start({ dataFile: file })
    token = await signIn(base)
    expect(await findUser(base, token, 'kept')).toEqual(['kept'])

    const reset = await fetch(`${base}/api/demo/reset`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(reset.status).toBe(200)
    token = await signIn(base)
    expect(await findUser(base, token, 'kept')).toEqual([])
  })
})

describe('the mock server\'s clock', () => {
  const newestInvoice = async (base: string) => {
    const answer = await fetch(`${base}/apps/invoice/invoices?allData=false`, { headers: { Authorization: `Bearer ${await signIn(base)}` } })
    return ((await answer.json()) as { invoices: { issuedDate: string }[] }).invoices[0]!.issuedDate
  }
  const storedDay = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { seedDay: string }).seedDay

  // Without --clock the server takes the real clock; the unit tests' setup fixes a day for every test, not here.
  beforeEach(() => {
    setMockDefaults({})
    return () => setMockDefaults({ clock: TEST_DAY })
  })

  it('seeds for --clock; a data file keeps its day without one, and another clock seeds it again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-clock-')), 'data.json')
    let base = await start({ dataFile: file, clock: '2026-01-15' })
    const newest = await newestInvoice(base)
    expect(newest > '2025-12-15' && newest <= '2026-01-15').toBe(true)
    expect(storedDay(file)).toBe('2026-01-15')
    await new Promise<void>((resolve) => server!.close(() => resolve()))

    base = await start({ dataFile: file }) // the real clock: the file's day stays
    expect(await newestInvoice(base)).toBe(newest)
    await new Promise<void>((resolve) => server!.close(() => resolve()))

    base = await start({ dataFile: file, clock: TEST_DAY })
    expect(storedDay(file)).toBe(TEST_DAY)
    expect((await newestInvoice(base)) <= TEST_DAY).toBe(true)
  })
})

describe('filePersistence', () => {
  it('writes the whole file at once: a new file, or the old one whole, never a part', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'))
    const file = join(dir, 'data.json')
    writeAtomically(file, '{"a":1}')
    writeAtomically(file, '{"a":2}')
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}')
    // No temporary file is left beside it.
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false)
  })

  it('sets a file it cannot read aside and starts from the seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const file = join(mkdtempSync(join(tmpdir(), 'broken-')), 'data.json')
    writeFileSync(file, '{"rows": tru')
    const store = filePersistence(file)
    await store.open({ version: 1, day: TEST_DAY }, false)
    expect(await store.loadOrSeed('things', () => [{ id: 1 }])).toEqual([[1, { id: 1 }]])
    expect(readFileSync(`${file}.broken`, 'utf8')).toBe('{"rows": tru')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ seedVersion: 1, seedDay: TEST_DAY, rows: { things: [[1, { id: 1 }]] } })
    expect(warn).toHaveBeenCalledOnce()
  })
})
