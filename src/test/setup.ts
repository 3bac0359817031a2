import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'
import { afterEach } from 'vitest'
import { TEST_DAY } from '@/mocks/db/clock'
import { setMockDefaults } from '@/mocks/settings'

// Each test file runs in a VM context of its own (the `vmThreads` pool, vite.config.ts), which holds the
// DOM environment's globals but not all of Node's: msw needs BroadcastChannel.
globalThis.BroadcastChannel ??= NodeBroadcastChannel as unknown as typeof BroadcastChannel
// Node's TextEncoder makes Node's Uint8Arrays, which jose (the mock's JWTs) does not take for the
// context's own: `instanceof Uint8Array` is false across the two.
if (!(new TextEncoder().encode('') instanceof Uint8Array)) {
  const NodeTextEncoder = globalThis.TextEncoder
  globalThis.TextEncoder = class extends NodeTextEncoder {
    override encode(input?: string): Uint8Array<ArrayBuffer> {
      return new Uint8Array(super.encode(input))
    }
  }
}

// The mock's data is seeded for one fixed day in every test (src/mocks/db/clock.ts), so what the tests
// assert about dates holds on any real day; a test about the clock itself changes it with
// `configureMock({ clock })` or `mockControl.clock(day)`.
setMockDefaults({ clock: TEST_DAY })

// Testing Library (and React DOM with it) is loaded only where there is a DOM to clean: a third of the
// test files run in Node and would pay for importing it.
const cleanup = typeof document === 'undefined' ? undefined : (await import('@testing-library/react')).cleanup

afterEach(() => {
  cleanup?.()
  // Node-environment tests (`// @vitest-environment node`, e.g. mock handler tests) have no localStorage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
