import { integer } from './readers'

const readId = integer(0, { min: 1 })

/**
 * The `$id` path parameter of a record route (/apps/user/view/12): a mangled one (`12abc`, `-1`)
 * reads as 0, which no record has, so the screen says "not found" rather than the router failing.
 *
 *   createFileRoute('/_main/apps/user/view/$id')({ params: recordIdParam, ... })
 */
export const recordIdParam = {
  parse: ({ id }: { id: string }) => ({ id: readId(/^\d+$/.test(id) ? Number(id) : undefined) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
