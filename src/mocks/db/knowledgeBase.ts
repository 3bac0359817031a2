import { ACCOUNT, GETTING_STARTED, ORDERS, PAYMENTS, RETURNS, type KbArticleSeed, type KbSectionSeed } from './knowledgeBaseArticles'

/**
 * The knowledge base: categories of two sections each, each section a few articles
 * (./knowledgeBaseArticles.ts). Read-only, so plain data; what readers do to it (their
 * "was this helpful" votes) is a collection of its own (./helpfulVotes.ts).
 */

export interface KbCategorySeed {
  id: number
  slug: string
  title: string
  icon: string
  description: string
  sections: KbSectionSeed[]
}

export const KNOWLEDGE_BASE: readonly KbCategorySeed[] = [
  {
    id: 1,
    slug: 'getting-started',
    title: 'Getting started',
    icon: 'RocketLaunchOutlined',
    description: 'Set up your store, invite your team and publish your first products.',
    sections: GETTING_STARTED,
  },
  {
    id: 2,
    slug: 'orders',
    title: 'Orders',
    icon: 'ReceiptLongOutlined',
    description: "Track, change and fulfil your customers' orders.",
    sections: ORDERS,
  },
  {
    id: 3,
    slug: 'payments',
    title: 'Payments & billing',
    icon: 'CreditCardOutlined',
    description: 'Payment methods, failed payments, invoices and taxes.',
    sections: PAYMENTS,
  },
  {
    id: 4,
    slug: 'returns',
    title: 'Returns & refunds',
    icon: 'AssignmentReturnOutlined',
    description: 'Returns, labels and getting money back to your customers.',
    sections: RETURNS,
  },
  {
    id: 5,
    slug: 'account',
    title: 'Account & security',
    icon: 'ShieldOutlined',
    description: 'Keep your account safe and decide who on your team can do what.',
    sections: ACCOUNT,
  },
]

/** An article with the category and section it sits in. */
export interface PlacedArticle {
  article: KbArticleSeed
  section: KbSectionSeed
  category: KbCategorySeed
}

/** Every article, in the order the categories and their sections list them. */
export const KB_ARTICLES: readonly PlacedArticle[] = KNOWLEDGE_BASE.flatMap((category) =>
  category.sections.flatMap((section) => section.articles.map((article) => ({ article, section, category }))),
)
