// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faqData, knowledgeBaseCategory, knowledgeBaseData } from '@/api/contract/faq'
import { expectSuccess, setupMockBackend } from '@/mocks/testing'
import { TOPIC_ICONS } from './icons'

setupMockBackend()

describe('the topic icons', () => {
  it('draw every icon the FAQ and the knowledge base name', async () => {
    const named = new Set<string>()
    for (const category of Object.values(await expectSuccess(faqData))) named.add(category!.icon)
    for (const card of await expectSuccess(knowledgeBaseData)) {
      named.add(card.icon)
      for (const section of (await expectSuccess(knowledgeBaseCategory, { query: { category: card.slug } })).sections) named.add(section.icon)
    }
    expect(named.size).toBeGreaterThan(10)
    expect([...named].filter((name) => !Object.hasOwn(TOPIC_ICONS, name))).toEqual([])
  })
})
