// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { server } from '@/mocks/node'
import { call, setupMockBackend, testEndpoint } from '@/mocks/testing'
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
