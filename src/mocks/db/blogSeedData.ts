import type { BlogCategory, BlogStatus } from '@/api/contract/blogValues'

/**
 * The blog's posts as written: plain data with no imports but types, so the picture generator
 * (scripts/generate-blog-images.mjs) reads the same list as the seed (./blog.ts). Authors and
 * commenters are people of the users app, by their seed id (./users.ts). Times are hours before
 * 09:00 UTC on the seed's day (negative: after it, a post scheduled for later).
 */

export interface SeedComment {
  /** A user of the users app's seed. */
  by: number
  /** Hours after the post was published. */
  hoursAfter: number
  text: string
}

export interface SeedPost {
  slug: string
  title: string
  categories: BlogCategory[]
  status: BlogStatus
  /** A user of the users app's seed. */
  authorId: number
  hoursAgo: number
  excerpt: string
  content: string
  comments: SeedComment[]
}

/** Where a post's picture is: drawn by scripts/generate-blog-images.mjs from its first category. */
export const blogImageOf = (slug: string) => `/images/blog/${slug}.svg`

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'autumn-soups-to-batch-cook',
    title: 'Six Autumn Soups to Batch-Cook on a Sunday',
    categories: ['food'],
    status: 'scheduled',
    authorId: 7,
    hoursAgo: -72,
    excerpt: 'Roasted squash, smoky lentils and a green minestrone: six soups that freeze well and make weeknights easy.',
    content:
      '<p>When the evenings get shorter, a freezer full of soup is the best present you can give your future self. These six recipes all scale up, reheat without going grainy and need nothing more than a big pot.</p>' +
      '<p><strong>The basics</strong></p><ul><li>Cool soups quickly and freeze them flat in bags.</li><li>Leave out cream and pasta until you reheat.</li><li>Label everything with the date.</li></ul>' +
      '<p>Start with the roasted squash and ginger soup: it is the most forgiving, and the leftovers make a great pasta sauce.</p>',
    comments: [],
  },
  {
    slug: 'capsule-wardrobe-for-a-rainy-autumn',
    title: 'A Capsule Wardrobe for a Rainy Autumn',
    categories: ['fashion'],
    status: 'published',
    authorId: 12,
    hoursAgo: 22,
    excerpt: 'Fifteen pieces, three colours and one good raincoat: how to dress well for months of grey skies without a crowded closet.',
    content:
      '<p>A capsule wardrobe is not about owning less for its own sake. It is about owning clothes that all work together, so that getting dressed on a dark, wet morning takes two minutes instead of twenty.</p>' +
      '<p><strong>Pick a palette first</strong></p><p>Choose one neutral base (navy, charcoal or camel), one lighter neutral and a single accent colour. Everything you keep should sit in that palette.</p>' +
      '<p><strong>The fifteen pieces</strong></p><ul><li>A waterproof trench or parka</li><li>Two knits: one chunky, one fine</li><li>Dark straight-leg jeans and wool trousers</li><li>Leather boots that can handle puddles</li></ul>' +
      '<blockquote><p>Buy the raincoat you will actually wear, not the one that looks best on the hanger.</p></blockquote>' +
      '<p>Give it a month. You will notice which pieces you reach for, and which ones you can let go.</p>',
    comments: [
      { by: 21, hoursAfter: 3, text: 'I tried this last year with a navy base and it genuinely saved my mornings.' },
      { by: 34, hoursAfter: 6, text: 'Any tips for boots that are waterproof but not too heavy?' },
      { by: 12, hoursAfter: 7, text: 'Look for a lugged rubber sole with a leather upper and treat it with wax twice a season.' },
    ],
  },
  {
    slug: 'first-week-of-a-sourdough-starter',
    title: 'What I Learned in the First Week of a Sourdough Starter',
    categories: ['food'],
    status: 'published',
    authorId: 3,
    hoursAgo: 50,
    excerpt: 'Flour, water and patience. A day-by-day diary of bringing a starter to life, including the two days it nearly died.',
    content:
      '<p>Everyone online makes it look easy: mix flour and water, wait, bake. My starter had other plans. Here is what actually happened in the first seven days.</p>' +
      '<p><strong>Days one to three</strong></p><p>Lots of bubbles on day two, then nothing. That early activity is bacteria, not yeast, and the quiet spell that follows is completely normal.</p>' +
      '<p><strong>Days four to seven</strong></p><p>Switching to whole rye flour and a warmer spot on top of the fridge made all the difference. By day seven it doubled in six hours.</p>' +
      '<p>My advice: weigh everything, keep notes, and do not give up on day three.</p>',
    comments: [
      { by: 45, hoursAfter: 2, text: 'The day-three slump got me too. Wish I had read this before throwing mine out!' },
      { by: 8, hoursAfter: 20, text: 'Rye flour really is magic for a sluggish starter.' },
    ],
  },
  {
    slug: 'indie-games-that-respect-your-time',
    title: 'Five Indie Games That Respect Your Time',
    categories: ['gaming'],
    status: 'published',
    authorId: 27,
    hoursAgo: 98,
    excerpt: 'No battle passes, no daily chores: short, complete games you can finish in a weekend and remember for years.',
    content:
      '<p>Not every great game needs to last a hundred hours. These five can be finished in a weekend, and each one leaves you with something to think about.</p>' +
      '<ol><li><strong>A puzzle game about folding paper maps</strong>, clever and calm.</li><li><strong>A lighthouse-keeper story</strong> told through letters.</li><li><strong>A tiny open world</strong> you explore on a bicycle.</li><li><strong>A card-based roguelike</strong> with runs of twenty minutes.</li><li><strong>A cooking game</strong> about a family restaurant.</li></ol>' +
      '<p>What they share is respect: for your time, your attention and your wallet.</p>',
    comments: [
      { by: 50, hoursAfter: 1, text: 'The lighthouse one made me cry on a train. Highly recommended.' },
      { by: 16, hoursAfter: 4, text: 'Great list. I would add any game that lets you save anywhere!' },
      { by: 29, hoursAfter: 30, text: 'Finished the bicycle one this weekend thanks to this post.' },
      { by: 27, hoursAfter: 31, text: 'So glad you enjoyed it!' },
    ],
  },
  {
    slug: 'the-best-way-to-predict-the-future',
    title: 'The Best Way to Predict the Future Is to Create It',
    categories: ['quote'],
    status: 'published',
    authorId: 40,
    hoursAgo: 122,
    excerpt: 'A line often credited to Peter Drucker, and why it still matters to anyone planning a product, a team or a career.',
    content:
      '<blockquote><p>The best way to predict the future is to create it.</p></blockquote>' +
      '<p>Forecasts are useful, but they tend to make us passive: we wait to see whether we were right. This quote turns the question around. Instead of asking what will happen, ask what you will make happen.</p>' +
      '<p>For a team, that means fewer roadmaps written as predictions and more written as commitments, with clear owners and dates.</p>',
    comments: [{ by: 5, hoursAfter: 12, text: 'Printed this and put it above my desk.' }],
  },
  {
    slug: 'a-slow-train-across-the-alps',
    title: 'A Slow Train Across the Alps, in Twelve Minutes of Video',
    categories: ['travel', 'video'],
    status: 'published',
    authorId: 19,
    hoursAgo: 170,
    excerpt: 'Eight hours, four countries and a window seat. We filmed the whole ride and cut it down to the most beautiful twelve minutes.',
    content:
      '<p>The slow trains of the Alps are not the fastest way to cross Europe, and that is exactly the point. We boarded early with a camera, a thermos and no plans until dinner.</p>' +
      '<p><strong>What you will see</strong></p><ul><li>Glacier valleys just after sunrise</li><li>A spiral tunnel that takes you past the same church three times</li><li>Lunch in a dining car with real tablecloths</li></ul>' +
      '<p>The video is best watched full screen, with the sound up: the rattle of the old carriages is half the charm.</p>',
    comments: [
      { by: 33, hoursAfter: 5, text: 'The spiral tunnel section is incredible.' },
      { by: 57, hoursAfter: 9, text: 'Which pass did you take? I want to do this next spring.' },
    ],
  },
  {
    slug: 'street-style-from-copenhagen',
    title: 'Street Style From Copenhagen: Ten Looks We Loved',
    categories: ['fashion', 'video'],
    status: 'published',
    authorId: 12,
    hoursAgo: 218,
    excerpt: 'Oversized blazers, bikes and bold colour: the best outfits we spotted between the shows, with a short video of each.',
    content:
      '<p>Copenhagen does practical fashion better than anywhere else. People dress for cycling in the rain and still look effortless.</p>' +
      '<p>This season the trends were clear: oversized tailoring, chunky loafers with white socks and at least one item in a colour you would not expect, like tomato red or lilac.</p>' +
      '<p>Our favourite look? A grey suit worn with a bright yellow raincoat and a basket full of tulips.</p>',
    comments: [{ by: 44, hoursAfter: 8, text: 'The yellow raincoat look is pure joy.' }],
  },
  {
    slug: 'one-pan-dinners-for-busy-weeknights',
    title: 'One-Pan Dinners for Busy Weeknights',
    categories: ['food'],
    status: 'published',
    authorId: 52,
    hoursAgo: 266,
    excerpt: 'Fewer dishes, more flavour. Seven dinners that go from fridge to table in under forty minutes, all in a single pan.',
    content:
      '<p>The trick to a good one-pan dinner is timing: add each ingredient so that everything finishes cooking together.</p>' +
      '<p><strong>Our weekly rotation</strong></p><ul><li>Lemon chicken with potatoes and olives</li><li>Gnocchi with sausage and kale</li><li>Harissa chickpeas with feta</li><li>Salmon with green beans and miso butter</li></ul>' +
      '<p>Use a heavy pan that can go from the hob into the oven, and give everything enough space to brown instead of steam.</p>',
    comments: [
      { by: 9, hoursAfter: 3, text: 'The harissa chickpeas are now a Tuesday tradition here.' },
      { by: 38, hoursAfter: 26, text: 'Could the salmon one work with tofu?' },
      { by: 52, hoursAfter: 28, text: 'Yes! Press the tofu well and roast it ten minutes longer.' },
    ],
  },
  {
    slug: 'speedrunning-for-beginners',
    title: 'Speedrunning for Beginners: Where to Start',
    categories: ['gaming', 'video'],
    status: 'published',
    authorId: 27,
    hoursAgo: 314,
    excerpt: 'Pick a game you love, learn the route, then lose a few hundred runs. A friendly guide to the hobby, with video examples.',
    content:
      '<p>Speedrunning looks intimidating from the outside, but the community is one of the most welcoming in gaming.</p>' +
      '<p><strong>Three steps to your first run</strong></p><ol><li>Choose a game you already know well.</li><li>Watch the current records and write down the route.</li><li>Practise one section at a time with a timer.</li></ol>' +
      '<p>Your first time will be slow. That is fine: the fun is in watching it drop, second by second.</p>',
    comments: [],
  },
  {
    slug: 'small-steps-every-day',
    title: 'Small Steps Every Day Add Up to Big Results',
    categories: ['quote'],
    status: 'published',
    authorId: 40,
    hoursAgo: 362,
    excerpt: 'On habits, patience and the quiet power of doing a little, every single day.',
    content:
      '<blockquote><p>Small steps every day add up to big results.</p></blockquote>' +
      '<p>We overestimate what we can do in a week and underestimate what we can do in a year. Ten minutes of practice a day is more than sixty hours by December.</p>' +
      '<p>Pick one habit. Make it so small it feels silly. Then do not break the chain.</p>',
    comments: [{ by: 22, hoursAfter: 15, text: 'Day 42 of my ten-minute guitar habit. It works.' }],
  },
  {
    slug: 'a-weekend-in-porto-on-a-budget',
    title: 'A Weekend in Porto on a Budget',
    categories: ['travel', 'food'],
    status: 'published',
    authorId: 19,
    hoursAgo: 434,
    excerpt: 'Tiled façades, river views and the best sandwich in Portugal, for less than you would spend on a night out at home.',
    content:
      '<p>Porto is steep, beautiful and surprisingly affordable. Two days are enough to fall for it.</p>' +
      '<p><strong>Saturday</strong></p><p>Start at the market, walk down to the river through the old town and cross the iron bridge on foot for the view back over the city.</p>' +
      '<p><strong>Sunday</strong></p><p>Take the old tram to the coast, eat grilled sardines by the sea and come back for sunset at the viewpoint above the cathedral.</p>' +
      '<p>Do not leave without trying a francesinha, but share it: it is enormous.</p>',
    comments: [
      { by: 13, hoursAfter: 4, text: 'The tram ride to the coast is so underrated.' },
      { by: 60, hoursAfter: 48, text: 'Booked flights after reading this!' },
    ],
  },
  {
    slug: 'how-we-film-our-recipe-videos',
    title: 'How We Film Our Recipe Videos With One Phone',
    categories: ['video', 'food'],
    status: 'published',
    authorId: 52,
    hoursAgo: 506,
    excerpt: 'No studio, no crew: the light, the angles and the editing tricks behind our kitchen videos.',
    content:
      '<p>People often ask what camera we use. The honest answer is a three-year-old phone, a cheap tripod and a big window.</p>' +
      '<p><strong>Light</strong></p><p>Film near a window with the light coming from the side, and turn off every lamp in the room so colours stay natural.</p>' +
      '<p><strong>Angles</strong></p><p>We use two: straight down for chopping and mixing, and a low side view for anything sizzling in a pan.</p>' +
      '<p>Edit on the phone too. Short clips, no music under the talking, and always end on the finished dish.</p>',
    comments: [{ by: 31, hoursAfter: 10, text: 'The tip about turning off the lamps fixed my orange footage.' }],
  },
  {
    slug: 'vintage-denim-buying-guide',
    title: 'The Vintage Denim Buying Guide',
    categories: ['fashion'],
    status: 'draft',
    authorId: 3,
    hoursAgo: 578,
    excerpt: 'How to read a label, check the seams and find a pair that fits, before you spend a cent.',
    content:
      '<p>Good vintage denim lasts decades. Bad vintage denim falls apart on the first wash. Here is how to tell them apart.</p>' +
      '<ul><li>Check the crotch and the back pockets for thin spots.</li><li>Measure the waist flat and double it: vintage sizes run small.</li><li>Look for chain-stitched hems and a sturdy zip.</li></ul>',
    comments: [],
  },
  {
    slug: 'co-op-board-games-for-family-night',
    title: 'Co-op Board Games for Family Night',
    categories: ['gaming'],
    status: 'published',
    authorId: 16,
    hoursAgo: 650,
    excerpt: 'Everybody wins or everybody loses: six cooperative games that end family night in laughter rather than sulking.',
    content:
      '<p>Competitive games are great until someone flips the board. Cooperative games put everyone on the same team against the game itself.</p>' +
      '<p>Our favourites range from a ten-minute card game for the little ones to a two-hour adventure for older kids, and every one of them has been played to pieces in our house.</p>' +
      '<p>Tip: let the youngest player read the rules aloud. They will be invested from the first turn.</p>',
    comments: [
      { by: 24, hoursAfter: 6, text: 'Cooperative games saved our Sunday evenings.' },
      { by: 47, hoursAfter: 12, text: 'Which one would you recommend for a six-year-old?' },
    ],
  },
  {
    slug: 'packing-light-for-two-weeks',
    title: 'Packing Light for Two Weeks Away',
    categories: ['travel', 'fashion'],
    status: 'published',
    authorId: 21,
    hoursAgo: 722,
    excerpt: 'One carry-on bag, fourteen days and no regrets: a packing list built around layers and a single pair of shoes.',
    content:
      '<p>Packing light is freedom: no waiting at the carousel, no dragging a suitcase over cobblestones.</p>' +
      '<p><strong>The list</strong></p><ul><li>Four tops and two bottoms that all match</li><li>One warm layer and one waterproof layer</li><li>Comfortable shoes you can also wear to dinner</li><li>A small bag of laundry soap</li></ul>' +
      '<p>Wear your bulkiest items on the plane, and remember that almost everywhere sells toothpaste.</p>',
    comments: [{ by: 2, hoursAfter: 20, text: 'The laundry soap tip changed how I travel.' }],
  },
]
