/** An address without its trailing slash ('/apps/email/' is '/apps/email'; '/' stays). */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Whether two addresses are the same page, a trailing slash aside. */
export function samePath(a: string, b: string): boolean {
  return trimSlash(a) === trimSlash(b)
}

/** Whether `path` is a page below `parent` ('/apps/email/inbox' is below '/apps/email'; '/apps/emailer' is not). */
export function isBelow(parent: string, path: string): boolean {
  return trimSlash(path).startsWith(`${trimSlash(parent)}/`)
}
