// Static blog content for /blog and /blog/{slug}.
// Copy is original to Unfiltered. Figures inside articles are illustrative unless they
// are the agency's own published results (see the About page metrics).
//
// Article bodies use a tiny markdown subset, parsed by parseArticleBody:
// blocks are separated by a blank line; "## " starts a heading; a block whose every line
// starts with "- " is a list; "> " starts a quote; anything else is a paragraph.
// There is no inline markup (no bold, links or HTML).

export const blogCategories = ['Strategy', 'Writing Tips', 'LinkedIn', 'Psychology', 'Marketing'] as const

export type BlogCategory = (typeof blogCategories)[number]

export type BlogArticle = {
  slug: string
  title: string
  /** One or two sentences, at most 200 characters. */
  excerpt: string
  /** ISO date, yyyy-mm-dd. */
  date: string
  category: BlogCategory
  author: { name: string; role: string }
  /** The article, in the markdown subset described at the top of this file. */
  body: string
}

const maya = { name: 'Maya Castellanos', role: 'Founder & Head of Voice' }
const dev = { name: 'Dev Raghunathan', role: 'Strategy Director' }
const priya = { name: 'Priya Natarajan', role: 'Lead LinkedIn Ghostwriter' }
const sam = { name: 'Sam Okafor', role: 'Editor-in-Chief' }

/** Trims the leading and trailing newlines of a template literal body. */
function md(strings: TemplateStringsArray): string {
  return strings.join('').trim()
}

/** All articles, newest first. */
export const blogArticles: BlogArticle[] = [
  {
    slug: 'ai-content-limitations',
    title: "Your Readers Can Smell AI Content. Here's What Gives It Away.",
    excerpt:
      "Generated content is fast, cheap and grammatically spotless. It's also why your audience stops reading halfway. Here's where it breaks, and what to do instead.",
    date: '2026-10-27',
    category: 'Strategy',
    author: maya,
    body: md`
Here is a test you can run in the next five minutes. Open LinkedIn, scroll for sixty seconds, and count the posts that open with a one-line hook, pause for a dramatic line break, deliver three tidy lessons and finish by asking what you think. We stopped counting at nineteen last Tuesday.

None of those posts were wrong. The grammar was clean and the structure was textbook. Almost nobody engaged with them in any meaningful way, because readers have developed a sixth sense for content that was assembled rather than written.

That is the real problem with AI-generated content. It isn't bad. It's fine. And fine is invisible.

## The average of everything is nobody

A language model produces the most statistically likely next word, over and over. That is an astonishing technical achievement and a terrible strategy for standing out. Likely words make likely sentences, and likely sentences are exactly what your reader has already seen four hundred times this week.

Good writing works the other way. It makes choices. It picks the odd detail, the specific number, the opinion that some people will disagree with. A human writer who has interviewed you for forty minutes knows that you once lost your biggest client over a spreadsheet error and rebuilt the whole finance process afterwards. A model knows that "transparency builds trust." Only one of those is a story.

## Five places AI content falls flat

- Opinions. Ask a model for a hot take and you get a lukewarm one with three caveats. It is built not to offend anyone, so it rarely says anything worth sharing.
- Specifics. Generated drafts love "many companies" and "significant growth." Real experience sounds like "we cut onboarding from eleven days to four."
- Memory. A model doesn't remember the argument you had with your co-founder in a parking garage in 2019. Your best material usually lives in moments like that.
- Rhythm. Read a generated article aloud. The sentences are suspiciously similar in length, the points arrive in neat threes and every section ends with a tidy summary line.
- Stakes. Human writing has something to lose. When a founder admits a mistake in public, the reader feels the risk. A generated confession reads like a stock photo of a confession.

## Why readers notice even when they can't explain it

Most readers couldn't define a tricolon if you paid them. They don't need to. They notice the way you notice a forced smile: something is slightly off, so attention drifts.

Three signals do most of the damage. The first is vocabulary drift, the constant reach for words like "robust," "seamless" and "navigate the landscape" that nobody uses in conversation. The second is false balance, where every claim is softened until it means nothing. The third is the missing narrator. You finish the piece and have no idea who wrote it or what they believe.

Once a reader spots one of these, they stop reading charitably. They skim. They scroll. And the next time your name appears in their feed, they remember the skim, not the content.

That last part matters more than most teams realise. Content is not a series of independent shots. It is a reputation built one post at a time, and generic posts quietly teach your audience that you are skippable.

## Where the tools do belong

We are not zealots. Software is genuinely handy for transcribing a call, spotting that you used the word "journey" six times, or finding the timestamp where you said the interesting thing. If you use it, use it for the plumbing.

Where it falls down is the part your audience actually pays attention to: the point of view. Outsourcing that to a model is like sending a stand-in to your own wedding. Technically, someone showed up.

## What to do instead

You don't need to write every word yourself. You need every word to come from somewhere real. A simple routine that works for the founders we write for:

- Record a twenty-minute voice memo each week about one thing that annoyed, surprised or taught you something.
- Hand it to a human writer who will push back, ask follow-up questions and find the sharpest angle.
- Keep some rough edges. A slightly blunt sentence with a real opinion beats a polished one with none.
- Cut every line you could imagine appearing on a competitor's blog.

Across our client base, that shift from generic to specific is where the numbers move. Our clients see an average 237% increase in engagement, and it comes almost entirely from saying things only they could say.

> Fine is invisible. Specific is memorable. Pick one.

If your feed is full of content that sounds like everyone else's, the fix isn't a better prompt. It's a better conversation.
    `,
  },
  {
    slug: 'sound-human-ai-age',
    title: 'How to Sound Like a Person When Your Feed Sounds Like a Machine',
    excerpt:
      'Feeds are full of text that reads like it was written by committee. Six habits that make your writing unmistakably yours, with before-and-after examples.',
    date: '2026-09-15',
    category: 'Writing Tips',
    author: sam,
    body: md`
Every editor knows the moment a draft turns out to be technically fine and completely dead. Mine usually arrives around the second paragraph, when I realise I could swap the author's name for anyone else's and nothing would change.

That is the test for sounding human. Not grammar, not structure, not even originality. Could anyone else have written this? If the honest answer is yes, the piece isn't finished.

Here is what we teach every writer who joins our team, and what you can use tomorrow, whether you write your own posts or work with someone who does.

## Start with what you would say at dinner

Most people write the way they think writing is supposed to sound. Nobody tells a friend that "effective communication is a cornerstone of organisational success." They say "half our problems last year were people not telling each other stuff."

Before you write anything, say the point out loud to an imaginary friend who is slightly bored. Write down what you said. That is your first line.

- Before: Leadership in times of change requires adaptability and vision.
- After: We changed our pricing three times in one year, and I was wrong twice.

## Use numbers you actually know

Generated text is vague because it has no experience to draw on. You do. Use it.

"We grew quickly" means nothing. "We went from 12 customers to 140 in eight months, and 30 of them came from one podcast appearance" is a story with a plot twist. Specific numbers signal that a real person was in the room. They also give readers something to repeat, which is how content travels.

If you can't share exact figures, use honest approximations: "roughly a third," "about twice as long as we planned." Precision of feeling counts as much as precision of data.

## Let your sentences breathe unevenly

Read a machine-written paragraph aloud and you will hear it: sentences of nearly identical length, marching along like a drill team. People don't talk like that. We ramble a bit, then stop. Short.

Vary your rhythm on purpose. Follow a long sentence that builds an argument with a four-word one that lands it. Use a fragment when it earns its place. Start a sentence with "And" if you feel like it. Your English teacher is not reading your LinkedIn.

A quick check: look at the first word of every sentence in your draft. If three in a row start the same way, or every paragraph is exactly three sentences long, rewrite one of them.

## Retire the words nobody says out loud

Some words have become a flashing sign that nobody was really home when the text was written. We keep a list pinned above the editing desk. A few regulars:

- Delve, unless an actual cave is involved
- Landscape, unless you are describing scenery
- Seamless, robust and cutting-edge
- Navigate, when nobody is driving
- "It's not just X, it's Y," the sentence shape that launched a thousand posts
- Anything that begins with "In conclusion"

None of these words are illegal. They are just tired. Replacing them forces you to say what you actually mean, and that is usually more interesting.

## Have an opinion, and show your working

Here is the part most advice skips. Sounding human is not a style trick. It comes from having a point of view and being willing to defend it.

Generated content hedges everything because it is tuned to be acceptable to everyone. Humans commit. "Cold email is dead" is a take. "Cold email can be effective in some contexts, though results may vary" is a shrug.

You don't need to be contrarian for sport. You need to say what you believe and explain how you got there. Show the working: the client conversation, the failed experiment, the afternoon you changed your mind. Readers forgive a strong opinion they disagree with far more readily than a weak one they can't find.

## Edit for voice, not polish

The last pass on any draft should be a voice pass, not a grammar pass. Read it aloud in your own voice. Wherever you stumble, wince, or hear a sentence you would never actually say, fix it.

> If you wouldn't say it across a table, don't publish it under your name.

Polish is cheap now. Anyone can produce clean, correct, well-structured text in seconds. What is scarce is a recognisable human on the other end of the sentence. Be that, and the feed takes care of the rest.
    `,
  },
  {
    slug: 'linkedin-ghostwriting-explained',
    title: 'LinkedIn Ghostwriting, Explained: Who Really Writes Those Founder Posts?',
    excerpt:
      'Yes, plenty of the founders you follow work with a ghostwriter. How the process really works, where the ethical lines sit, and what founders get out of it.',
    date: '2026-08-11',
    category: 'LinkedIn',
    author: priya,
    body: md`
Every few months someone discovers that a well-known founder doesn't type their own LinkedIn posts, and a small outrage cycle begins. Then everyone remembers that the same founder doesn't write their own press releases, investor updates or conference keynotes either, and things calm down.

I write LinkedIn content for founders and executives for a living. Here is what the job actually involves, minus the mystery.

## What a LinkedIn ghostwriter actually does

A ghostwriter turns your thinking into posts that sound like you on a good day. The ideas, experiences and opinions are yours. The writer's job is to find them, shape them and get them out of your head on a reliable schedule.

That last part is underrated. Most founders don't lack ideas. They lack the two uninterrupted hours a week it takes to turn an idea into something worth reading. A ghostwriter doesn't replace your voice. They replace the blank page.

## How it works, week by week

Every writer has their own rhythm, but a good engagement looks roughly like this:

- Onboarding. You complete a brand profile covering your story, your audience, the topics you want to own and the ones you would rather avoid. Then we talk.
- Voice capture. Your writer reads your old posts, emails, talks and interviews, listening for your phrases, your pet peeves and how you explain things when you are excited.
- A steady idea pipeline. Voice notes, a short weekly call, a two-line message that just says "this annoyed me today." Raw material is all we need.
- Drafts. Your writer turns that material into finished posts, typically within 2-3 business days.
- Your edit. You review everything. Change a word, kill a post, ask for another angle. Most plans include 1-2 revision rounds, and Enterprise has unlimited.
- You publish. Nothing goes out without your approval, and the replies stay yours.

Volume depends on the plan, from 4 LinkedIn posts a month on Starter to 15 or more on Enterprise. Our plans run from $9 to $1,199 a month, and if you outgrow one, you can switch at the next billing cycle.

## Is it ethical?

Short answer: yes, if you follow a few rules. Longer answer: ghostwriting becomes dishonest when it invents things, not when it helps you express them.

The lines we don't cross:

- We never invent stories, clients, numbers or feelings. If it didn't happen to you, it doesn't go in.
- You approve every post. If you wouldn't defend a sentence in a meeting, it doesn't get published.
- Comments and messages are yours to answer. Conversation is where trust gets built, and it should be built with you.
- If someone asks whether you work with a writer, tell them. People respect that answer far more than a denial.

Think of a speechwriter. Nobody considers a CEO's keynote fraudulent because someone helped with the structure. The test is whether the ideas and commitments are genuinely yours.

## What founders actually get

The obvious benefit is consistency. Posting twice a week for six months beats posting brilliantly twice a year, and consistency is the first thing to die when you are busy running a company.

The less obvious benefit is clarity. Explaining your views to a writer who keeps asking "why?" sharpens your thinking. Several founders I work with say the weekly call has become the most useful half hour in their calendar, not because of the posts, but because it forces them to say out loud what they believe.

Then there is the compounding. A typical pattern looks something like this: a founder who averages a few hundred views per post starts seeing a few thousand by month four, and the inbox changes. Candidates arrive already understanding the culture. Prospects show up half-sold. Someone at a conference quotes a post back to her, word for word. She didn't type it, but she thought it, and that is the part that counts.

## Signs you are ready, and signs you are not

Ghostwriting works best when you have opinions and no time. It works badly when you have time and no opinions, because no writer can manufacture a point of view you don't hold.

It also needs a little trust in both directions. Your writer has to be allowed to push back on a weak idea, and you have to be willing to tell them when a draft sounds nothing like you. The first month is mostly calibration. By the third, most founders are editing a sentence or two per post, if that.

If you have a backlog of things you keep meaning to say, a calendar that won't let you say them and a healthy willingness to be edited, you are ready.

> Bring the thinking. We will bring the blank page, and make sure it doesn't stay blank.
    `,
  },
  {
    slug: 'psychology-scroll-stopping-content',
    title: 'Why Thumbs Stop: The Psychology Behind a Scroll-Stopping Hook',
    excerpt:
      'Curiosity gaps, specificity, pattern interrupts and loss aversion: the four mental levers behind hooks that work, with example headlines you can borrow the shape of.',
    date: '2026-06-23',
    category: 'Psychology',
    author: sam,
    body: md`
Someone scrolling a feed isn't reading. They are sorting. Every post gets a split-second verdict: ignore, or look closer. Your hook is the only part of your content judged by everyone who sees it. Everything else is judged only by the people your hook convinced.

So it is worth understanding what happens in that split second. Four psychological levers do most of the work. Pull one well and you beat most of the feed. Pull two at once and people stop mid-scroll.

## The curiosity gap

When people notice a gap between what they know and what they want to know, it creates a small itch. The short version of decades of research on curiosity is that an open question feels mildly uncomfortable, and closing it feels good. A great hook opens the gap without closing it.

The trick is calibration. Too vague and there is no itch: "You won't believe what happened." Too complete and there is nothing left to find out: "We raised prices 30% and kept all our customers." The sweet spot names the situation and withholds the mechanism.

- We raised prices 30% and lost zero customers. One email did most of the work.
- I interviewed 40 people for one role. We hired the one who asked the worst question.
- Our best-performing article took 20 minutes to write. Our worst took three weeks.

## Specificity

The brain treats specific details as evidence. "Grow your audience fast" slides straight past. "How a four-person agency added 6,000 followers in 90 days" makes the reader do a tiny calculation, and that calculation is attention.

Specific numbers work best when they are odd rather than round. "10 lessons" sounds like a listicle. "The 3 sentences I deleted from our investor deck" sounds like a story. Names, timeframes and stakes do the same job: a Tuesday, a $4,000 mistake, a client who called at 11pm.

## The pattern interrupt

Feeds are monotonous by design: similar layouts, similar headshots, similar phrasing. Anything that breaks the pattern earns a second look, because noticing the unexpected is one of the oldest instincts we have.

Interrupts can be structural, like a one-word first line in a feed of paragraphs. They can be tonal, like a joke in a famously serious industry. Or they can be logical, a claim that contradicts what your audience assumes is true.

- Stop writing thought leadership.
- Our onboarding was so bad a customer sent us flowers out of pity.
- Networking events are a waste of time. Here is what I do instead.

The interrupt wins the glance. What follows has to earn the read, or you have just trained people to ignore you next time.

## Loss aversion

People feel losses more sharply than equivalent gains. Behavioural economists named the effect decades ago, and marketers have been leaning on it ever since. "Save $500" is fine. "You are losing $500 a month and don't know it" is a hook.

Loss framing works because it feels urgent and personal. It also backfires fastest when it is manipulative, so use it to point at a real cost, not to manufacture a panic.

- The hiring mistake that cost us four months of runway
- Why your best ideas are dying in a drafts folder
- The meeting habit that quietly eats a day of your week

## Stacking levers without becoming clickbait

The strongest hooks combine levers. "The $40,000 typo on our pricing page" packs specificity, loss and a curiosity gap into seven words. "I fired our best salesperson. Revenue went up." is a pattern interrupt with a gap built in.

One rule sits above all four levers: the content has to pay off the hook. Clickbait is not a hook that is too strong. It is a hook that lies. Readers forgive a bold promise that is kept. They unfollow over one that isn't.

Run this quick check before you publish:

- Does the first line open a question the reader actually wants answered?
- Is there at least one specific detail: a number, a name, a timeframe or a cost?
- Would it look different from the five posts above it in the feed?
- Does the body deliver exactly what the hook promised?

If you want a second opinion, our free headline scoring tool gives yours a quick gut check. Then go and write the piece it deserves.

> A hook is a promise. The rest of the post decides whether you keep it.
    `,
  },
  {
    slug: 'content-strategy-guide',
    title: 'A Content Strategy for Founders Who Have No Time for a Content Strategy',
    excerpt:
      'Skip the 40-page playbook. Three pillars, a cadence you can keep, a repurposing habit and four numbers worth watching: a content strategy built for busy founders.',
    date: '2026-05-12',
    category: 'Strategy',
    author: dev,
    body: md`
Most content strategies die in a slide deck. Someone spends three weeks building a beautiful framework, the team publishes enthusiastically for a month, and by month three the most recent post on the company blog is the holiday party announcement.

The problem is rarely effort. It is that the strategy was designed for a marketing department, and at most early-stage companies the founder is the marketing department. Here is a version built for people who also have a company to run.

## Start with the business, not the calendar

Before you decide what to post, decide what content is for. Pick one primary job for the next two quarters:

- Pipeline: getting the right prospects to start conversations with you
- Hiring: making strong candidates want to work for you
- Fundraising: giving investors a reason to take the meeting
- Category: teaching the market about a problem before you sell the solution

You can do all four eventually. Trying to do all four at once produces content that is vaguely about everything and useful for nothing. A seed-stage founder hiring her first ten engineers needs very different posts from one trying to close enterprise deals.

## Pick three content pillars

Pillars are the handful of themes you return to again and again. Three is the right number for most founders: enough variety to stay interesting, few enough that people start to associate you with them.

A strong set usually combines expertise, perspective and story. Picture a founder running a logistics software company. Pillar one is the operational reality of freight, where she knows more than almost anyone she competes with. Pillar two is her opinions on how the industry should change. Pillar three is the story of building the company, including the parts that went sideways.

Test each pillar with one question: could you write twenty posts about it without repeating yourself? If not, it is a topic, not a pillar.

## Set a cadence you can keep

Consistency beats intensity. An audience learns your rhythm and starts to expect you. Publishing seven posts one week and nothing for a month teaches everyone to forget you exist.

A sustainable baseline for a busy founder might be two LinkedIn posts a week, one long-form article every two weeks, and one bigger piece each quarter, such as a PR article or a detailed breakdown of something you have learned the hard way. That is roughly ten pieces a month, and it is plenty.

If that sounds like too much, halve it. The right cadence is the one you are still hitting in month six. Put it in a simple calendar with the pillar and the goal next to every slot, so you can see at a glance when one theme is hogging the schedule.

## Repurpose like you mean it

Every substantial idea deserves more than one outing. Most of your audience missed the first version, and the people who saw it won't mind meeting it again from a new angle.

A single strategy session can feed a month of content:

- One long-form article that makes the full argument
- Three or four LinkedIn posts, each pulling out a single point, story or number
- A short contrarian take on the one idea people will argue about
- A newsletter section tying it together for your existing readers
- A handful of lines your sales team can drop into follow-up emails

The rule is adapt, don't copy. A blog paragraph pasted into LinkedIn reads exactly like a blog paragraph pasted into LinkedIn. Rewrite for the format: shorter lines, a sharper opening, one idea per post.

## Measure the few things that matter

Vanity metrics feel great and tell you very little. Impressions help you spot which hooks work, but a post that reaches 50,000 strangers can do less for your business than one that reaches 800 of the right people.

Watch four things instead. Saves and shares, which signal content people found genuinely useful. Profile visits and follows from your target audience. Inbound conversations that mention your content. And, over a quarter, the pipeline, hires or meetings you can trace back to it.

Review monthly and adjust quarterly. Double down on the pillar that generates real conversations, and rethink the one that doesn't. In the strategy sessions we run with clients, this review is usually where the biggest wins are hiding. Our clients see, on average, 4.3x higher click-through and a 189% improvement in conversion, and very little of that comes from posting more. It comes from posting on purpose.

> A content strategy is mostly a list of things you have decided not to write.
    `,
  },
  {
    slug: 'bold-content-marketing',
    title: 'Safe Content Is the Riskiest Thing You Can Publish',
    excerpt:
      "Playing it safe feels responsible, but it's how brands become invisible. The case for bold content marketing, and the four places where boldness really does backfire.",
    date: '2026-03-31',
    category: 'Marketing',
    author: maya,
    body: md`
Every brand I have worked with has a drawer full of content that never shipped. The post that was too spicy for legal. The article the board might not like. The customer story cut because it mentioned a competitor by name.

Meanwhile, the content that did ship sounds like everyone else's, performs like everyone else's and is forgotten as fast as everyone else's. That is the trade most companies make without noticing: they dodge a small, visible risk and accept a large, invisible one.

## The hidden cost of playing it safe

Safe content has a cost. It just doesn't show up on a dashboard. It looks like posts nobody disagrees with, because nobody reads them closely enough to disagree. It looks like a blog that ranks for a few keywords and converts nobody. It looks like a founder with 8,000 followers and a reputation for nothing in particular.

Attention is the scarcest thing your buyers have. If your content doesn't earn a reaction, positive or negative, it didn't earn attention either. Neutral isn't a position. It's a rounding error.

## What bold actually means

Bold doesn't mean loud, crude or controversial for the sake of it. It means committing. A bold piece of content makes a clear claim, picks a side and accepts that some readers will leave.

It is the software company saying its product is wrong for most businesses, then explaining exactly which ones it is right for. It is the founder publishing the revenue chart from the year things went badly. It is the consultancy telling prospects that the most common request it gets is usually a waste of money.

Each of these repels someone. That is the point. Content that appeals to everyone is content nobody feels was written for them.

## Three bold moves that work

- Name the enemy. Not a competitor, but a problem, belief or habit your audience is sick of. "Status meetings are where good ideas go to die" gives people something to rally around.
- Show the receipts. Share the real numbers, the failed launch, the email you are embarrassed you sent. Vulnerability with specifics builds more trust than any testimonial.
- Say the quiet part. Every industry has a truth insiders know and nobody publishes. Publish it, carefully, and you become the person who tells it straight.

These moves work because they are rare. They are also, I suspect, a big part of why 97% of our clients stay with us. Once you have seen what happens when you stop hedging, it is very hard to go back.

## Where boldness backfires

Boldness is a tool, not a personality, and it breaks in predictable places:

- When it is borrowed. Outrage you don't actually feel reads as performance, and audiences can tell within a sentence.
- When it punches down. Mocking customers, junior staff or anyone with less power than you isn't bold. It is just unkind with good lighting.
- When it outruns the product. A brave claim your product can't back up turns attention into distrust, fast.
- When it ignores the moment. A provocative post in the middle of layoffs, a crisis or a tragedy reads as tone-deaf, however good the point.

Notice what these have in common. They are failures of honesty or judgement, not of courage. Bold content that backfires was almost always fake, cruel or badly timed.

## How to be bold without being reckless

Before you publish anything that makes you nervous, run it through three questions. Is it true? Would I say it to the face of the person it is about? Can we back it up when someone pushes?

If the answer to all three is yes, the nerves are probably a good sign. That feeling is what it is like to publish something that matters. If any answer is no, fix the piece rather than softening it. Usually the cure is more evidence, not fewer opinions.

> If nobody could possibly disagree with it, it isn't worth saying.

Bold content for bold brands isn't a slogan we picked because it sounded good. It is the only kind of content we have seen work, consistently, for the founders we write for. Everything else is just filling a calendar.
    `,
  },
]

/** Finds an article by slug. */
export function getBlogArticle(slug: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug)
}

/**
 * Counts the words of an article body. A word is any whitespace-separated token that
 * contains a letter or digit, so markdown markers ("##", "-", ">") are not counted.
 */
export function wordCount(body: string): number {
  return body.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Reading time at 220 words a minute, rounded up, never less than one minute. */
export function readTimeMinutes(body: string): number {
  return Math.max(1, Math.ceil(wordCount(body) / 220))
}

export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string }

function joinLines(lines: string[]): string {
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
}

/** Parses an article body written in the markdown subset described at the top of this file. */
export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = []
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = raw
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
    const first = lines[0]
    if (first === undefined) continue
    if (first.startsWith('## ')) {
      blocks.push({ type: 'heading', text: joinLines([first.slice(3), ...lines.slice(1)]) })
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.slice(2).trim()) })
    } else if (first.startsWith('> ')) {
      blocks.push({ type: 'quote', text: joinLines(lines.map((line) => line.replace(/^>\s?/, ''))) })
    } else {
      blocks.push({ type: 'paragraph', text: joinLines(lines) })
    }
  }
  return blocks
}
