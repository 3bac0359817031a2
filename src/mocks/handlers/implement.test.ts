// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '@/mocks/node'
import { call, callEndpoint, setupMockBackend, testEndpoint } from '@/mocks/testing'
import { implement } from './implement'
import { EVERY_SIGNED_IN_USER } from './permissions'

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
      }, { subject: 'Thing' }),
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
    implement(slice, { getThing: ({ params }) => ({ id: params.id }) }, { subject: 'Thing' })
    implement(slice, {
      getThing: ({ params }) => ({ id: params.id }),
      makeThing: ({ body }) => ({ name: body.name }),
      // @ts-expect-error: the slice has no endpoint of that name
      removeThing: () => null,
    }, { subject: 'Thing' })
    // @ts-expect-error: an answer the response schema does not describe
    implement(slice, { getThing: () => ({ id: 'seven' }), makeThing: ({ body }) => body }, { subject: 'Thing' })
    // @ts-expect-error: who may call the slice is not said (and at run time it fails at once)
    expect(() => implement(slice, { getThing: ({ params }) => ({ id: params.id }), makeThing: ({ body }) => body })).toThrow()
    implement(slice, { getThing: ({ params }) => ({ id: params.id }), makeThing: ({ body }) => body }, {
      subject: 'Thing',
      // @ts-expect-error: an override for an endpoint the slice lacks
      overrides: { removeThing: EVERY_SIGNED_IN_USER },
    })
  })
})

// The client may read ACL (and Auth) only, the admin manage all (SPEC section 6).
describe("implement()'s access", () => {
  const protectedSlice = {
    readRules: testEndpoint({ method: 'GET', path: '/test/rules', auth: true, response: z.object({ ok: z.literal(true) }) }),
    writeRules: testEndpoint({ method: 'POST', path: '/test/rules', auth: true, response: z.object({ ok: z.literal(true) }) }),
    touchRules: testEndpoint({ method: 'DELETE', path: '/test/rules', auth: true, response: z.object({ ok: z.literal(true) }) }),
  }
  const ok = () => ({ ok: true as const })
  const resolvers = { readRules: ok, writeRules: ok, touchRules: ok }

  it('asks `read` of the subject for a GET and `update` for a write, and answers 403 with a readable error', async () => {
    server.use(...implement(protectedSlice, resolvers, { subject: 'ACL' }))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: 'client' })).status).toBe(200)
    expect(await callEndpoint(protectedSlice.writeRules, {}, { as: 'client' })).toEqual({
      status: 403,
      body: { error: 'The client role may not update ACL' },
    })
    expect((await callEndpoint(protectedSlice.touchRules, {}, { as: 'client' })).status).toBe(403)
    for (const endpoint of Object.values(protectedSlice)) expect((await callEndpoint(endpoint, {}, { as: 'admin' })).status).toBe(200)
  })

  it('takes an override per endpoint', async () => {
    server.use(...implement(protectedSlice, resolvers, { subject: 'Email', overrides: { writeRules: EVERY_SIGNED_IN_USER } }))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(protectedSlice.writeRules, {}, { as: 'client' })).status).toBe(200)
  })

  it('still answers 401 before 403: a caller without a token learns nothing about rules', async () => {
    server.use(...implement(protectedSlice, resolvers, { subject: 'Email' }))
    expect((await callEndpoint(protectedSlice.readRules, {}, { as: null })).status).toBe(401)
  })
})
