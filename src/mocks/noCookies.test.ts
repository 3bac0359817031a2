// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The browser's mock is built without msw's cookie jar (src/mocks/noCookieStore.ts stands in for
// tough-cookie, vite.config.ts): that is safe only while no handler reads or sets a cookie.
describe('the mock and cookies', () => {
  it('no handler reads request cookies or sets one: tokens travel in the Authorization header', () => {
    const files = globSync('src/mocks/**/*.ts').filter((file) => !/\.test\.ts$|noCookieStore\.ts$/.test(file))
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      expect(source, file).not.toMatch(/\.cookies\b|Set-Cookie|document\.cookie|cookieStore/i)
    }
  })
})
