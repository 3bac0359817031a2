import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

afterEach(() => {
  cleanup()
  // Node-environment tests (`// @vitest-environment node`, e.g. mock handler tests) have no localStorage.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})
