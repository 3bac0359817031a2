// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contract } from '.'
import { EmailChanges, EmailListQuery } from './email'
import { toOpenApi } from './openapi'

describe('the email contract', () => {
  const doc = toOpenApi(contract)

  it('documents the SPEC calls and marks the compose calls as beyond it', () => {
    const beyond = (path: string, method: string) => doc.paths[path]?.[method]?.['x-beyond-spec'] ?? false
    expect(beyond('/apps/email/emails', 'get')).toBe(false)
    expect(beyond('/apps/email/update-emails', 'post')).toBe(false)
    expect(beyond('/apps/email/paginate-email', 'get')).toBe(false)
    expect(beyond('/apps/email/send', 'post')).toBe(true)
    expect(beyond('/apps/email/drafts/{id}', 'put')).toBe(true)
    expect(beyond('/apps/email/forward', 'post')).toBe(true)
  })

  it('describes the nested replies of a mail in the OpenAPI document', () => {
    const schema = JSON.stringify(doc.paths['/apps/email/get-email']!.get!.responses['200'])
    expect(schema).toContain('"replies"')
    expect(schema).toContain('"hasNextMail"')
  })

  it('defaults the list to the inbox, and refuses any other change than the four fields', () => {
    expect(EmailListQuery.parse({})).toEqual({ q: '', folder: 'inbox' })
    expect(EmailChanges.safeParse({ isRead: true }).success).toBe(true)
    expect(EmailChanges.safeParse({ isRead: true, time: 'now' }).success).toBe(false)
  })
})
