import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { FAQ_CATEGORIES, HELPFUL_VOTES, MAX_SLUG_LENGTH } from './faqValues'
import { Count, Id } from './numbers'
import { searchText, text } from './text'

// Every call acts on the subject the FAQ and knowledge base pages guard with: a GET needs `read`, a write `update`.
const endpoint = domainEndpoint('Faq')

// ---- FAQ ----

export const FaqCategoryId = z.enum(FAQ_CATEGORIES)

export const FaqQuestion = z.object({ question: z.string(), ans: z.string().describe('The answer, plain text.') })
export type FaqQuestion = z.infer<typeof FaqQuestion>

export const FaqCategory = z.object({
  /** An @mui/icons-material name, e.g. 'CreditCardOutlined'. */
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(FaqQuestion),
})
export type FaqCategory = z.infer<typeof FaqCategory>

/**
 * The FAQ by category, in FAQ_CATEGORIES order: a category whose questions all missed the search is
 * left out, so an empty object means nothing matched.
 */
export const FaqData = z.object(
  Object.fromEntries(FAQ_CATEGORIES.map((id) => [id, FaqCategory.optional()])) as Record<(typeof FAQ_CATEGORIES)[number], z.ZodOptional<typeof FaqCategory>>,
)
export type FaqData = z.infer<typeof FaqData>

// ---- Knowledge base ----

/** A category's or an article's address part: lower-case words joined by hyphens ('track-an-order'). */
const Slug = text(MAX_SLUG_LENGTH)

/** A link to an article: the spec's question (id, question, slug). */
export const KbQuestionLink = z.object({ id: Id, question: z.string(), slug: z.string() })
export type KbQuestionLink = z.infer<typeof KbQuestionLink>

export const KbCategoryCard = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  /** An @mui/icons-material name. */
  icon: z.string(),
  description: z.string(),
  /** Every article of the category, whatever the search. */
  articleCount: Count,
  /** Its most read articles (a few); with a search, every article whose title matches it. */
  topArticles: z.array(KbQuestionLink),
})
export type KbCategoryCard = z.infer<typeof KbCategoryCard>

/** One section of a category page: the spec's "categories with questions". */
export const KbSection = z.object({ id: Id, title: z.string(), icon: z.string(), questions: z.array(KbQuestionLink) })
export type KbSection = z.infer<typeof KbSection>

export const KbCategory = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  description: z.string(),
  sections: z.array(KbSection),
})
export type KbCategory = z.infer<typeof KbCategory>

export const HelpfulVote = z.enum(HELPFUL_VOTES)

/** How readers rated an article: every "yes" and "no", and the signed-in user's own (null before they vote). */
export const HelpfulVotes = z.object({ yes: Count, no: Count, yourVote: HelpfulVote.nullable() })
export type HelpfulVotes = z.infer<typeof HelpfulVotes>

export const KbQuestion = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  /** The day the article last changed: YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
  /** Other articles on the same subject, the same section's first. */
  relatedQuestions: z.array(KbQuestionLink),
  /** The article as HTML: the screen sanitises it before showing it, as it does a mail's. */
  content: z.string(),
  /** Beyond the core API: where the article sits, for the page's breadcrumbs. */
  category: z.object({ slug: z.string(), title: z.string() }),
  section: z.object({ id: Id, title: z.string() }),
  /** Beyond the core API: the "was this helpful" votes. */
  helpful: HelpfulVotes,
})
export type KbQuestion = z.infer<typeof KbQuestion>

// ---- Endpoints (the four GETs are the core API's; the vote is beyond it, `beyondSpec`) ----

export const faqData = endpoint({
  method: 'GET',
  path: '/faq/data',
  description:
    'The FAQ by category (payment, delivery, cancellationReturn, myOrders, productServices). q keeps the questions that hold it ' +
    '(case-insensitive, in the question or the answer) and leaves out the categories it empties; an empty q is no filter.',
  query: z.object({ q: searchText().default('') }),
  response: FaqData,
})

export const knowledgeBaseData = endpoint({
  method: 'GET',
  path: '/faq/data/knowledge_base',
  description:
    "The knowledge base's category cards, each with its article count and top articles. Beyond the core API, q searches the " +
    "articles' titles (case-insensitive): only the categories with a match, each listing its matches.",
  query: z.object({ q: searchText().default('') }),
  response: z.array(KbCategoryCard),
})

export const knowledgeBaseCategory = endpoint({
  method: 'GET',
  path: '/faq/data/category',
  description: 'One knowledge base category by its slug, with its sections and their articles (id, question, slug). Unknown category: 404.',
  query: z.object({ category: Slug }),
  response: KbCategory,
  errors: NOT_FOUND,
})

export const knowledgeBaseQuestion = endpoint({
  method: 'GET',
  path: '/faq/data/question',
  description:
    'One article by its category and its own slug: title, lastUpdated, relatedQuestions and content (HTML, to sanitise before showing), ' +
    'with where it sits and its "was this helpful" votes. Unknown category or article: 404.',
  query: z.object({ category: Slug, question: Slug }),
  response: KbQuestion,
  errors: NOT_FOUND,
})

export const voteKnowledgeBaseQuestion = endpoint({
  method: 'POST',
  path: '/faq/data/question/vote',
  description: "Sets the signed-in user's one \"was this helpful\" vote on an article (yes or no; voting again changes it). Answers the votes. Unknown article: 404.",
  body: z.object({ questionId: Id, vote: HelpfulVote }),
  response: HelpfulVotes.extend({ questionId: Id }),
  errors: NOT_FOUND,
  beyondSpec: true,
})
