// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { register } from '@/api/contract/auth'
import { faqData, knowledgeBaseCategory, knowledgeBaseData, knowledgeBaseQuestion, voteKnowledgeBaseQuestion } from '@/api/contract/faq'
import { FAQ_CATEGORIES } from '@/api/contract/faqValues'
import { TEST_DAY } from '@/mocks/db/clock'
import { call, callEndpoint, expectSuccess, setupMockBackend, signIn } from '@/mocks/testing'

setupMockBackend()

const questionsOf = (data: Awaited<ReturnType<typeof expectSuccess<typeof faqData>>>) =>
  Object.values(data).flatMap((category) => category!.qandA.map((qa) => qa.question))

describe('GET /faq/data', () => {
  it('answers every category in order, each with at least 5 questions, when there is no search', async () => {
    const data = await expectSuccess(faqData)
    expect(Object.keys(data)).toEqual([...FAQ_CATEGORIES])
    for (const category of Object.values(data)) {
      expect(category).toMatchObject({ icon: expect.stringMatching(/Outlined$/), title: expect.any(String), subtitle: expect.any(String) })
      expect(category!.qandA.length).toBeGreaterThanOrEqual(5)
    }
    expect(data.payment!.title).toBe('Payment')
  })

  it('reads an empty q as no filter', async () => {
    const all = await expectSuccess(faqData)
    const response = await call('/faq/data?q=', { headers: { Authorization: `Bearer ${(await signIn()).accessToken}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(all)
  })

  it('keeps the questions whose question holds q, whatever the case, and drops the categories left empty', async () => {
    const data = await expectSuccess(faqData, { query: { q: 'INSTALMENTS' } })
    expect(Object.keys(data)).toEqual(['payment'])
    expect(data.payment!.qandA.map((qa) => qa.question)).toEqual(['Can I pay in instalments?'])
    // The category keeps its own fields.
    expect(data.payment).toMatchObject({ icon: 'CreditCardOutlined', title: 'Payment' })
  })

  it('finds a question by a word of its answer alone', async () => {
    const data = await expectSuccess(faqData, { query: { q: 'pci dss' } })
    expect(questionsOf(data)).toEqual(['Is it safe to save my card details?'])
  })

  it('keeps matches from several categories, and answers {} when nothing matches', async () => {
    const data = await expectSuccess(faqData, { query: { q: 'tracking' } })
    expect(Object.keys(data)).toEqual(['delivery', 'myOrders'])
    expect(await expectSuccess(faqData, { query: { q: 'zebra crossing' } })).toEqual({})
  })

  it('refuses a search that is too long or holds control characters with a 400, never a 500', async () => {
    for (const q of ['x'.repeat(257), 'card\u0000']) {
      const { status, body } = await callEndpoint(faqData, { query: { q } })
      expect(status).toBe(400)
      expect(body).toEqual({ error: { q: [expect.any(String)] } })
    }
  })

  it('refuses the client role', async () => {
    const { status, body } = await callEndpoint(faqData, {}, { as: 'client' })
    expect(status).toBe(403)
    expect(body).toEqual({ error: 'The client role may not read Faq' })
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('answers at least 5 category cards, each with its article count and its 3 most read articles', async () => {
    const cards = await expectSuccess(knowledgeBaseData)
    expect(cards.length).toBeGreaterThanOrEqual(5)
    for (const card of cards) {
      expect(card.articleCount).toBeGreaterThanOrEqual(6)
      expect(card.topArticles).toHaveLength(3)
    }
    expect(cards.find((card) => card.slug === 'orders')).toMatchObject({
      title: 'Orders',
      icon: 'ReceiptLongOutlined',
      articleCount: 6,
      topArticles: [
        { id: 7, question: 'Track an order', slug: 'track-an-order' },
        { id: 8, question: 'Order statuses explained', slug: 'order-statuses-explained' },
        { id: 9, question: 'Change a delivery address', slug: 'change-a-delivery-address' },
      ],
    })
  })

  it('with q, keeps the categories with a matching title, each listing all its matches', async () => {
    const cards = await expectSuccess(knowledgeBaseData, { query: { q: 'REFUND' } })
    expect(cards.map((card) => [card.slug, card.topArticles.map((a) => a.question)])).toEqual([
      ['returns', ['How long a refund takes', 'Issue a partial refund', 'Refund as store credit']],
    ])
    // The count is still the whole category's.
    expect(cards[0]!.articleCount).toBe(6)
    expect(await expectSuccess(knowledgeBaseData, { query: { q: 'no such words' } })).toEqual([])
  })
})

describe('GET /faq/data/category', () => {
  it("answers the category with its sections and each section's articles", async () => {
    const category = await expectSuccess(knowledgeBaseCategory, { query: { category: 'orders' } })
    expect(category).toMatchObject({ slug: 'orders', title: 'Orders' })
    expect(category.sections.map((section) => section.title)).toEqual(['Tracking', 'Managing orders'])
    expect(category.sections[0]!.questions).toEqual([
      { id: 7, question: 'Track an order', slug: 'track-an-order' },
      { id: 8, question: 'Order statuses explained', slug: 'order-statuses-explained' },
      { id: 9, question: 'Change a delivery address', slug: 'change-a-delivery-address' },
    ])
  })

  it('has at least 2 sections of 3 articles in every category', async () => {
    for (const { slug } of await expectSuccess(knowledgeBaseData)) {
      const { sections } = await expectSuccess(knowledgeBaseCategory, { query: { category: slug } })
      expect(sections.length).toBeGreaterThanOrEqual(2)
      for (const section of sections) expect(section.questions.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('answers 404 with a readable message for an unknown category, and 400 when none is given', async () => {
    expect(await callEndpoint(knowledgeBaseCategory, { query: { category: 'gardening' } })).toEqual({
      status: 404,
      body: { error: 'No knowledge base category "gardening"' },
    })
    const missing = await callEndpoint(knowledgeBaseCategory, { query: {} as never })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ error: { category: [expect.any(String)] } })
    expect((await callEndpoint(knowledgeBaseCategory, { query: { category: 'x'.repeat(81) } })).status).toBe(400)
  })
})

describe('GET /faq/data/question', () => {
  it('answers the article with its date, content, related articles, place and votes', async () => {
    const article = await expectSuccess(knowledgeBaseQuestion, { query: { category: 'orders', question: 'track-an-order' } })
    expect(article).toMatchObject({
      id: 7,
      title: 'Track an order',
      // Three days before the day of the data.
      lastUpdated: '2025-05-30',
      category: { slug: 'orders', title: 'Orders' },
      section: { title: 'Tracking' },
      helpful: { yes: 311, no: 17, yourVote: null },
    })
    expect(TEST_DAY).toBe('2025-06-02')
    expect(article.content).toMatch(/^<p>Every order that has shipped/)
    expect(article.content.split('<p>').length - 1).toBeGreaterThanOrEqual(3)
    expect(article.relatedQuestions.map((q) => q.slug)).toEqual([
      'order-statuses-explained',
      'change-a-delivery-address',
      'edit-an-order-before-it-ships',
      'split-an-order-into-several-shipments',
      'print-packing-slips-and-labels',
    ])
  })

  it('answers 404 for an unknown article, or an article of another category', async () => {
    expect(await callEndpoint(knowledgeBaseQuestion, { query: { category: 'orders', question: 'teleport-a-parcel' } })).toEqual({
      status: 404,
      body: { error: 'No article "teleport-a-parcel" in the knowledge base category "Orders"' },
    })
    expect((await callEndpoint(knowledgeBaseQuestion, { query: { category: 'returns', question: 'track-an-order' } })).status).toBe(404)
    expect((await callEndpoint(knowledgeBaseQuestion, { query: { category: 'nowhere', question: 'track-an-order' } })).body).toEqual({
      error: 'No knowledge base category "nowhere"',
    })
  })

  it('answers 400 when the article is not named', async () => {
    const { status, body } = await callEndpoint(knowledgeBaseQuestion, { query: { category: 'orders' } as never })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { question: [expect.any(String)] } })
  })
})

describe('POST /faq/data/question/vote', () => {
  const track = { category: 'orders', question: 'track-an-order' }

  it("keeps the user's vote, changes it when they change their mind, and counts it once", async () => {
    expect(await expectSuccess(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'yes' } })).toEqual({ questionId: 7, yes: 312, no: 17, yourVote: 'yes' })
    expect((await expectSuccess(knowledgeBaseQuestion, { query: track })).helpful).toEqual({ yes: 312, no: 17, yourVote: 'yes' })
    // The same vote again changes nothing.
    expect(await expectSuccess(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'yes' } })).toMatchObject({ yes: 312, no: 17 })
    expect(await expectSuccess(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'no' } })).toEqual({ questionId: 7, yes: 311, no: 18, yourVote: 'no' })
    expect((await expectSuccess(knowledgeBaseQuestion, { query: track })).helpful).toEqual({ yes: 311, no: 18, yourVote: 'no' })
  })

  it("keeps each user's vote apart, while the counts add up", async () => {
    await expectSuccess(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'no' } })
    const { body } = await callEndpoint(register, { body: { email: 'reader@demo.com', password: 'secret12', username: 'reader' } }, { as: null })
    const asReader = { headers: { Authorization: `Bearer ${(body as { accessToken: string }).accessToken}` }, as: null }

    expect((await callEndpoint(knowledgeBaseQuestion, { query: track }, asReader)).body.helpful).toEqual({ yes: 311, no: 18, yourVote: null })
    expect((await callEndpoint(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'yes' } }, asReader)).body).toEqual({
      questionId: 7,
      yes: 312,
      no: 18,
      yourVote: 'yes',
    })
    expect((await expectSuccess(knowledgeBaseQuestion, { query: track })).helpful).toEqual({ yes: 312, no: 18, yourVote: 'no' })
  })

  it('answers 404 for an unknown article and 400 for a vote that is neither yes nor no', async () => {
    expect(await callEndpoint(voteKnowledgeBaseQuestion, { body: { questionId: 999 } as never })).toMatchObject({ status: 400 })
    expect(await callEndpoint(voteKnowledgeBaseQuestion, { body: { questionId: 999, vote: 'yes' } })).toEqual({
      status: 404,
      body: { error: 'No knowledge base article with id 999' },
    })
    const { status, body } = await callEndpoint(voteKnowledgeBaseQuestion, { body: { questionId: 7, vote: 'maybe' as 'yes' } })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { vote: [expect.any(String)] } })
    expect((await callEndpoint(voteKnowledgeBaseQuestion, { body: { questionId: 'seven' as unknown as number, vote: 'yes' } })).status).toBe(400)
  })
})
