// @vitest-environment node
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@/api/contract'
import { server } from '@/mocks/node'
import { configureMock } from '@/mocks/settings'
import { call, postJson, setupMockBackend, signIn, testEndpoint } from '@/mocks/testing'
import { handle } from './handle'
import { notFound } from '@/mocks/httpErrors'

/** What `handle()` does for every endpoint, shown on endpoints made up for the test. */
setupMockBackend()

const getThing = testEndpoint({
  method: 'GET',
  path: '/test/things/:id',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ detail: z.enum(['short', 'long']).default('short'), tag: z.union([z.string(), z.array(z.string())]).optional() }),
  response: z.object({ id: z.number(), detail: z.string(), tag: z.unknown() }),
})

const makeThing = testEndpoint({
  method: 'POST',
  path: '/test/things',
  auth: true,
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
  status: 201,
})

describe('handle()', () => {
  it('hands the resolver parsed params and query, with defaults applied', async () => {
    server.use(
      handle(getThing, ({ params, query, user }) => {
        // A public endpoint has no user; the parsed params are numbers, not text.
        expectTypeOf(user).toEqualTypeOf<null>()
        expectTypeOf(params.id).toEqualTypeOf<number>()
        return { id: params.id, detail: query.detail, tag: query.tag }
      }),
    )
    expect(await (await call('/test/things/7')).json()).toEqual({ id: 7, detail: 'short' })
    expect(await (await call('/test/things/7?detail=long&tag=a&tag=b')).json()).toEqual({ id: 7, detail: 'long', tag: ['a', 'b'] })
  })

  it('answers 400 naming each wrong param before the resolver runs', async () => {
    const resolver = vi.fn(() => ({ id: 1, detail: 'short', tag: null }))
    server.use(handle(getThing, resolver))
    const response = await call('/test/things/abc?detail=huge')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        id: ['Invalid input: expected number, received NaN'],
        detail: ['Invalid option: expected one of "short"|"long"'],
      },
    })
    expect(resolver).not.toHaveBeenCalled()
  })

  it('turns a thrown notFound() into a 404', async () => {
    server.use(handle(getThing, () => {
      throw notFound()
    }))
    const response = await call('/test/things/404')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('checks the token before the input, and answers with the endpoint status', async () => {
    server.use(handle(makeThing, ({ body, user }) => ({ name: `${body.name} by ${user.username}` })))
    const noToken = await postJson('/test/things', 'not json')
    expect(noToken.status).toBe(401)

    const { accessToken } = await signIn()
    const made = await postJson('/test/things', { name: 'Box' }, { Authorization: `Bearer ${accessToken}` })
    expect(made.status).toBe(201)
    expect(await made.json()).toEqual({ name: 'Box by johndoe' })
  })

  it('strips what the contract does not describe, and reports a broken answer as a mock bug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      handle(getThing, ({ params }) =>
        params.id === 1
          ? ({ id: 1, detail: 'short', tag: null, password: 'leak' } as never)
          : ({ id: 'two', detail: 'short', tag: null } as never),
      ),
    )
    expect(await (await call('/test/things/1')).json()).toEqual({ id: 1, detail: 'short', tag: null })
    const broken = await call('/test/things/2')
    expect(broken.status).toBe(500)
    expect((await broken.json()).error).toContain('GET /test/things/:id')
  })

  it('waits the configured latency', async () => {
    configureMock({ latency: [120, 120] })
    server.use(handle(getThing, ({ params }) => ({ id: params.id, detail: 'short', tag: null })))
    const started = performance.now()
    await call('/test/things/1')
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })
})

describe('endpoint()', () => {
  it('refuses a path whose placeholders differ from its params', () => {
    expect(() =>
      endpoint({ method: 'GET', path: '/x/:id', description: 'x', response: z.null() }),
    ).toThrow('GET /x/:id: path placeholders [id] differ from params []')
  })
})
