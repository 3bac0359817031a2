// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '@/mocks/node'
import { call, callEndpoint, setupMockBackend, testEndpoint } from '@/mocks/testing'
import { implement } from './implement'

setupMockBackend()

const slice = {
  getThing: testEndpoint({
    method: 'GET',
    path: '/test/implemented/:id',
    params: z.object({ id: z.coerce.number() }),
    response: z.object({ id: z.number() }),
  }),
  makeThing: testEndpoint({
    method: 'POST',
    path: '/test/implemented',
    status: 201,
    body: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
  }),
}

describe('implement()', () => {
  it('answers every endpoint of the slice with its resolver, through handle()', async () => {
    server.use(
      ...implement(slice, {
        getThing: ({ params }) => ({ id: params.id }),
        makeThing: ({ body }) => ({ name: body.name.toUpperCase() }),
      }),
    )
    expect(await (await call('/test/implemented/7')).json()).toEqual({ id: 7 })
    const made = await call('/test/implemented', { method: 'POST', body: JSON.stringify({ name: 'box' }) })
    expect(made.status).toBe(201)
    expect(await made.json()).toEqual({ name: 'BOX' })
    // Input is parsed before the resolver runs, as handle() does for every endpoint.
    expect((await call('/test/implemented', { method: 'POST', body: '{}' })).status).toBe(400)
  })

  it('does not compile without a resolver for every endpoint, or with one for an endpoint the slice lacks', () => {
    // @ts-expect-error: makeThing has no resolver
    implement(slice, { getThing: ({ params }) => ({ id: params.id }) })
    implement(slice, {
      getThing: ({ params }) => ({ id: params.id }),
      makeThing: ({ body }) => ({ name: body.name }),
      // @ts-expect-error: the slice has no endpoint of that name
      removeThing: () => null,
    })
    // @ts-expect-error: an answer the response schema does not describe
    implement(slice, { getThing: () => ({ id: 'seven' }), makeThing: ({ body }) => body })
  })
})

// The client may read ACL (and Auth) only, the admin manage all (./permissions.ts).
describe("implement()'s access, from the contract's `subject` and `ability`", () => {
  const ok = z.object({ ok: z.literal(true) })
  const sliceOf = (subject: string, writeRules: { ability?: { action: string; subject: string } } = {}) => ({
    readRules: testEndpoint({ method: 'GET', path: '/test/rules', auth: true, subject, response: ok }),
    writeRules: testEndpoint({ method: 'POST', path: '/test/rules', auth: true, subject, ...writeRules, response: ok }),
    touchRules: testEndpoint({ method: 'DELETE', path: '/test/rules', auth: true, subject, response: ok }),
  })
  const resolvers = { readRules: () => ({ ok: true as const }), writeRules: () => ({ ok: true as const }), touchRules: () => ({ ok: true as const }) }

  it('asks `read` of the subject for a GET and `update` for a write, and answers 403 with a readable error', async () => {
    const protectedSlice = sliceOf('ACL')
    expect(protectedSlice.readRules.ability).toEqual({ action: 'read', subject: 'ACL' })
    server.use(...implement(protectedSlice, resolvers))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: 'client' })).status).toBe(200)
    expect(await callEndpoint(protectedSlice.writeRules, {}, { as: 'client' })).toEqual({
      status: 403,
      body: { error: 'The client role may not update ACL' },
    })
    expect((await callEndpoint(protectedSlice.touchRules, {}, { as: 'client' })).status).toBe(403)
    for (const endpoint of Object.values(protectedSlice)) expect((await callEndpoint(endpoint, {}, { as: 'admin' })).status).toBe(200)
  })

  it('takes an ability per endpoint', async () => {
    const protectedSlice = sliceOf('Email', { ability: { action: 'read', subject: 'Auth' } })
    server.use(...implement(protectedSlice, resolvers))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(protectedSlice.writeRules, {}, { as: 'client' })).status).toBe(200)
  })

  it('still answers 401 before 403: a caller without a token learns nothing about rules', async () => {
    const protectedSlice = sliceOf('Email')
    server.use(...implement(protectedSlice, resolvers))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: null })).status).toBe(401)
  })
})
