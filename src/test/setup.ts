import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { TEST_DAY } from '@/mocks/db/clock'
import { setMockDefaults } from '@/mocks/settings'

// The mock's data is seeded for one fixed day in every test (src/mocks/db/clock.ts), so what the tests
// assert about dates holds on any real day; a test about the clock itself changes it with
// `configureMock({ clock })` or `mockControl.clock(day)`.
setMockDefaults({ clock: TEST_DAY })

afterEach(() => {
  cleanup()
  // Node-environment tests (`// @vitest-environment node`, e.g. mock handler tests) have no localStorage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
