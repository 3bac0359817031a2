/*
 * Stands in for tough-cookie in the browser's mock. msw keeps a cookie jar (a tough-cookie CookieJar,
 * with its public-suffix table, about 70 KB gzipped) so that handlers can read `request.cookies` and a
 * mocked `Set-Cookie` is kept. This API carries its token in the Authorization header and no handler
 * reads or sets a cookie (src/mocks/noCookies.test.ts holds that), so the jar stays empty and the
 * browser's own cookies go with the request as they would to any server.
 */

/** A cookie as msw reads one back from its stored list: there is none. */
export class Cookie {
  static fromJSON(): null {
    return null
  }
}

/** The store msw indexes its cookies in: always empty. */
export class MemoryCookieStore {
  idx: Record<string, never> = {}
}

/** The jar msw asks for a request's cookies and hands a mocked `Set-Cookie`: it holds none. */
export class CookieJar {
  getCookiesSync(): [] {
    return []
  }

  async setCookie(): Promise<void> {}
}
