// @vitest-environment node
import { statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedEmails } from './emails'

/** Every seeded attachment downloads a real file of the size the mail says (no dead links). */
describe('seeded email attachments', () => {
  const attachments = seedEmails().flatMap((mail) => mail.attachments)

  it('exist in public/files/email with the stated size', () => {
    expect(attachments.length).toBeGreaterThan(5)
    for (const file of attachments) {
      const path = new URL(`../../../public${decodeURIComponent(file.url)}`, import.meta.url)
      expect(statSync(path).size, file.fileName).toBe(file.size)
    }
  })
})
