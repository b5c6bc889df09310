// Words and phrases for the local headline suggester: casing, pronouns, verb forms, figures and
// the cut points where a phrase can end. English headline heuristics with small word lists, no
// dictionary: each helper either gives a whole phrase or nothing, never a cut one.

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

/**
 * A word without surrounding punctuation, lower-cased; keeps a figure's `$` and `%`. (?<!…) in this
 * file's trailing patterns starts a match only where its run starts, so a long run is read once.
 */
export function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}$€£₹]+/u, '')
    .replace(/(?<![^\p{L}\p{N}%+])[^\p{L}\p{N}%+]+$/u, '')
}

// —— Casing ——

const ACRONYM_LIST =
  'AI SEO CEO CTO CFO COO CMO B2B B2C D2C DTC ROI KPI KPIs CRM API APIs UX UI PR HR VC VCs IPO MVP GTM LLM LLMs GPT OKR OKRs SMB SMBs PPC CRO SDR SDRs USA UK EU NYC DIY FAQ UGC CAC LTV ARR MRR NPS CPC CPA CTR PDF HTML CSS SaaS iOS'
const ACRONYMS = new Map(ACRONYM_LIST.split(' ').map((word) => [word.toLowerCase(), word]))
const FIRST_PERSON_SINGULAR = new Map([
  ['i', 'I'],
  ["i'm", "I'm"],
  ["i've", "I've"],
  ["i'd", "I'd"],
  ["i'll", "I'll"],
])

/** ALL CAPS: at least four letters and no lower-case one. */
export function isAllCaps(text: string): boolean {
  return (text.match(/\p{L}/gu) ?? []).length >= 4 && !/\p{Ll}/u.test(text)
}

/** An ALL-CAPS headline in sentence case, keeping known acronyms and "I". */
export function recase(text: string): string {
  const recased = wordsOf(text)
    .map((word) => {
      const lower = word.toLowerCase().replace(/’/g, "'")
      const core = bare(word)
      const fixed = ACRONYMS.get(core) ?? FIRST_PERSON_SINGULAR.get(core)
      return fixed ? lower.replace(core, fixed) : lower
    })
    .join(' ')
  return capitalize(recased)
}

/** Title Case when most longer words after the first are capitalised. */
export function isTitleCase(text: string): boolean {
  const longer = wordsOf(text)
    .slice(1)
    .filter((word) => bare(word).replace(/[^\p{L}]/gu, '').length >= 4)
  const capitalised = longer.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word))
  return longer.length >= 2 && capitalised.length / longer.length >= 0.75
}

const MINOR_WORDS = new Set('a an the and but or nor for so yet as at by in of on to up via vs from with into over per than'.split(' '))

export function titleCase(text: string): string {
  const words = wordsOf(text)
  return words
    .map((word, index) => {
      const afterColon = index > 0 && /[:?.!]$/.test(words[index - 1]!)
      const minor = index > 0 && index < words.length - 1 && !afterColon && MINOR_WORDS.has(bare(word))
      return minor ? word.toLowerCase() : /^[^\p{L}\p{N}]*\p{L}/u.test(word) ? capitalize(word) : word
    })
    .join(' ')
}

/** The first letter upper-cased, when the text starts with a word (not "40% of", not "10k"). */
export function capitalize(text: string): string {
  return text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, before: string, letter: string) => before + letter.toUpperCase())
}

/** Whether a capitalised word is used mid-sentence in the context, so is a name ("Stripe"), not a sentence start. */
function isNameIn(word: string, context: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false
  const core = word.replace(/(?<![^\p{L}\p{N}'’-])[^\p{L}\p{N}'’-]+$/u, '')
  for (const match of context.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(core)}(?![\\p{L}\\p{N}])`, 'gu'))) {
    const before = context.slice(0, match.index).trimEnd()
    if (before && !/[.!?:"“‘(—–-]$/.test(before)) return true
  }
  return false
}

/** A phrase as it reads mid-sentence: its first word lower-cased unless that is "I", an acronym or a name. */
export function inline(phrase: string, context: string): string {
  const [first = '', ...rest] = wordsOf(phrase)
  const keep =
    FIRST_PERSON_SINGULAR.has(bare(first)) ||
    /^.\S*\p{Lu}/u.test(first.replace(/^[^\p{L}]+/u, '')) || // SaaS, SEO, iPhone
    ACRONYMS.has(bare(first)) ||
    isNameIn(first, context)
  return [keep ? first : first.toLowerCase(), ...rest].join(' ')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// —— Pronouns ——

type PronounMap = Record<string, string>

const SECOND_PERSON: PronounMap = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "i'm": "you're",
  "we're": "you're",
  "i've": "you've",
  "we've": "you've",
  "i'd": "you'd",
  "we'd": "you'd",
  "i'll": "you'll",
  "we'll": "you'll",
}

const THIRD_PERSON_PLURAL: PronounMap = {
  i: 'they',
  me: 'them',
  my: 'their',
  mine: 'theirs',
  myself: 'themselves',
  we: 'they',
  us: 'them',
  our: 'their',
  ours: 'theirs',
  ourselves: 'themselves',
  you: 'they',
  your: 'their',
  yours: 'theirs',
  "i'm": "they're",
  "we're": "they're",
  "i've": "they've",
  "we've": "they've",
}

/** "our biggest client" → "your biggest client", for headlines that speak to the reader. */
export function toSecondPerson(phrase: string): string {
  return replacePronouns(phrase, SECOND_PERSON)
}

/** "our first launch" → "their first launch", for headlines about an audience ("most founders"). */
export function toThirdPerson(phrase: string): string {
  return replacePronouns(phrase, THIRD_PERSON_PLURAL)
}

function replacePronouns(phrase: string, pronouns: PronounMap): string {
  return wordsOf(phrase)
    .map((word) => {
      const core = bare(word)
      const replacement = pronouns[core]
      if (!replacement || word.replace(/[^\p{L}]/gu, '') === 'US') return word
      const start = word.search(/[\p{L}]/u)
      const end = start + core.length
      const cased = /\p{Lu}/u.test(word.charAt(start)) && core !== 'i' ? capitalize(replacement) : replacement
      return word.slice(0, start) + cased + word.slice(end)
    })
    .join(' ')
}

export type Person = 'I' | 'we'

/** Whether the writer speaks as "we" (more we/our/us than I/my/me, the headline counting double). */
export function personOf(headline: string, content: string): Person {
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length
  const plural = /\b(we|we're|we've|our|ours|us)\b/gi
  const singular = /\b(i|i'm|i've|i'd|my|mine|me)\b/gi
  const we = 2 * count(headline, plural) + count(content, plural)
  const i = 2 * count(headline, singular) + count(content, singular)
  return we > i ? 'we' : 'I'
}

// —— Verbs ——

// Past tense → base form, for the irregular verbs a founder's headline is likely to use.
const IRREGULAR_PAST: Record<string, string> = {
  got: 'get',
  lost: 'lose',
  made: 'make',
  built: 'build',
  rebuilt: 'rebuild',
  grew: 'grow',
  quit: 'quit',
  ran: 'run',
  left: 'leave',
  took: 'take',
  gave: 'give',
  went: 'go',
  sold: 'sell',
  spent: 'spend',
  wrote: 'write',
  rewrote: 'rewrite',
  found: 'find',
  broke: 'break',
  became: 'become',
  began: 'begin',
  bought: 'buy',
  brought: 'bring',
  came: 'come',
  cut: 'cut',
  did: 'do',
  felt: 'feel',
  had: 'have',
  kept: 'keep',
  knew: 'know',
  learnt: 'learn',
  let: 'let',
  met: 'meet',
  paid: 'pay',
  put: 'put',
  said: 'say',
  saw: 'see',
  sent: 'send',
  shut: 'shut',
  told: 'tell',
  thought: 'think',
  won: 'win',
  threw: 'throw',
  taught: 'teach',
  stood: 'stand',
  spoke: 'speak',
  fell: 'fall',
  fought: 'fight',
  forgot: 'forget',
  held: 'hold',
  hit: 'hit',
  hurt: 'hurt',
  led: 'lead',
  meant: 'mean',
  rose: 'rise',
  shot: 'shoot',
  sank: 'sink',
  understood: 'understand',
  drove: 'drive',
  drew: 'draw',
  ate: 'eat',
  flew: 'fly',
  chose: 'choose',
  blew: 'blow',
  bet: 'bet',
  burnt: 'burn',
  dealt: 'deal',
  fed: 'feed',
  hung: 'hang',
  laid: 'lay',
  split: 'split',
  stole: 'steal',
  swore: 'swear',
  tore: 'tear',
  withdrew: 'withdraw',
  was: 'be',
  were: 'be',
}

// Words ending in -ed that are not past tenses.
const NOT_PAST = new Set(
  'red bed shed need seed speed feed weed breed hundred sacred naked wicked rugged ragged beloved aged biased'.split(' '),
)

export function isPastVerb(word: string): boolean {
  const core = bare(word)
  return core in IRREGULAR_PAST || (/^[a-z]{2,}ed$/.test(core) && !NOT_PAST.has(core))
}

/**
 * The base form of a past tense when it can be told: irregular ones ("grew" → "grow") and the
 * regular spellings that leave no doubt ("stopped" → "stop", "tried" → "try", "launched",
 * "doubled" → "double"). Others ("raised", "hired", "saved") are ambiguous: none.
 */
export function baseOfPast(word: string): string | undefined {
  const core = bare(word)
  if (IRREGULAR_PAST[core]) return IRREGULAR_PAST[core]
  if (!/^[a-z]{3,}ed$/.test(core) || NOT_PAST.has(core)) return undefined
  const stem = core.slice(0, -2)
  if (core.endsWith('ied')) return `${core.slice(0, -3)}y`
  if (/([bdgmnprt])\1$/.test(stem) && stem.length >= 4) return stem.slice(0, -1)
  if (/[bcdfgkptz]l$/.test(stem)) return `${stem}e`
  // "killed" → "kill", but "cancelled" → "cancel"
  if (/ll$/.test(stem)) return stem.length <= 5 ? stem : stem.slice(0, -1)
  if (/(ch|sh|ss|x|ck|lk|rk|sk|nk|st|ft|rd|ld|nd|lp|mp|rm|rn|wn|rt|ct|pt|nt|[aeiou]{2}[^aeious])$/.test(stem)) return stem
  return undefined
}

const GERUND_EXCEPTIONS: Record<string, string> = { be: 'being', see: 'seeing', quit: 'quitting', die: 'dying', lie: 'lying', tie: 'tying' }

/** "write" → "writing", "stop" → "stopping", "grow" → "growing". */
export function gerund(base: string): string {
  const word = base.toLowerCase()
  if (GERUND_EXCEPTIONS[word]) return GERUND_EXCEPTIONS[word]
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`
  if (/(ee|ye|oe)$/.test(word)) return `${word}ing`
  if (/[^aeiou]e$/.test(word) || /[aiu]e$/.test(word)) return `${word.slice(0, -1)}ing`
  // One short syllable ending consonant-vowel-consonant: double the last letter.
  if (word.length <= 4 && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.slice(-1)}ing`
  return `${word}ing`
}

/** "got" → "getting", "stopped" → "stopping", "raised" → "raising", "agreed" → "agreeing". */
export function gerundOfPast(past: string): string {
  const word = bare(past)
  const base = IRREGULAR_PAST[word]
  if (base) return gerund(base)
  if (word.endsWith('ied')) return `${word.slice(0, -3)}ying`
  if (word.endsWith('eed')) return `${word.slice(0, -1)}ing`
  return `${word.slice(0, -2)}ing`
}

// —— Phrases and where they may end ——

/** Words a shorter phrase may be cut before: each starts a prepositional phrase or a clause. */
const CUT_BEFORE = new Set(
  'in on at by for with from to into after before since during without within about through over under across because while when until and but or that which who where than via'.split(
    ' ',
  ),
)
/** Words a phrase may not end on. */
const DANGLING = new Set(
  'a an the my our your their his her its this these those of to by for with from in on at and or but very most more less some any every no not how what that which who whose'.split(
    ' ',
  ),
)
/** "how to", "want to", "able to": a "to" that must keep what follows. */
const KEEPS_TO = new Set(
  'how want wanted wants need needed needs going able have has had tried trying try decided learning learned used ought about'.split(' '),
)

/** Whether a phrase ends where a phrase can end (not on "the", "our", "of", "and"). */
export function endsWhole(phrase: string): boolean {
  const last = wordsOf(phrase).at(-1)
  return Boolean(last) && !DANGLING.has(bare(last!))
}

/**
 * The phrase and each shorter version of it that ends before a preposition or a conjunction:
 * "getting fired by our biggest client" → [that, "getting fired"]. Never cuts inside a phrase.
 */
export function shortenings(phrase: string, minWords = 2): string[] {
  const words = wordsOf(phrase)
  const found = [words.join(' ')]
  for (let end = words.length - 1; end >= minWords; end--) {
    const next = bare(words[end]!)
    if (!CUT_BEFORE.has(next)) continue
    if (next === 'to' && KEEPS_TO.has(bare(words[end - 1]!))) continue
    const prefix = words
      .slice(0, end)
      .join(' ')
      .replace(/(?<![,;:])[,;:]+$/, '')
    if (endsWhole(prefix) && !found.includes(prefix)) found.push(prefix)
  }
  return found
}

// —— Figures ——

const FIGURE_TOKEN = /^[$€£₹]?\d[\d,]*(?:\.\d+)?(?:%|[kmbx]|\+)?$/i

export function isFigure(word: string): boolean {
  return FIGURE_TOKEN.test(word.replace(/(?<![,.;:!?)"”’])[,.;:!?)"”’]+$/, '').replace(/^[("“‘]+/, ''))
}

/** Every number in a text as written without thousands separators: "10,000 users in 3.5 months" → ["10000", "3.5"]. */
export function numbersIn(text: string): string[] {
  return (text.replace(/(\d),(?=\d{3}\b)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []).map((number) => number.replace(/^0+(?=\d)/, ''))
}

const NUMBER_WORDS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  hundreds: '100',
  thousand: '1000',
  thousands: '1000',
  million: '1000000',
  millions: '1000000',
  billion: '1000000000',
  billions: '1000000000',
  dozen: '12',
  dozens: '12',
}

/**
 * The figures a suggestion states that its source does not: digits not among the source's numbers,
 * and spelled-out numbers ("five", "thousands") the source neither spells nor writes in digits.
 * "One" is not counted: it is how a headline says "a".
 */
export function inventedFigures(suggestion: string, source: string): string[] {
  const known = new Set(numbersIn(source))
  const sourceWords = new Set(wordsOf(source).map(bare))
  const digits = numbersIn(suggestion).filter((number) => !known.has(number))
  const spelled = wordsOf(suggestion)
    .map(bare)
    .filter((word) => word in NUMBER_WORDS && !sourceWords.has(word) && !known.has(NUMBER_WORDS[word]!))
  return [...digits, ...spelled]
}

/** A plural noun: "users", "months"; not "SaaS", "business", "revenue". */
export function isPlural(word: string): boolean {
  return /[^s']s$/.test(word.replace(/(?<![^\p{L}'])[^\p{L}']+$/u, '')) && bare(word).length > 3
}

/** Words a figure's noun phrase stops before. */
const FIGURE_STOP = new Set([
  ...CUT_BEFORE,
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'will',
  'can',
  'do',
  'does',
  'did',
  'i',
  'we',
  'you',
])
const DETERMINERS = new Set('the our my your their his her its a an all'.split(' '))

/**
 * The figure at `start` with the noun it counts: "40% of our revenue", "10k readers", "3 months".
 * Returns how many words it takes.
 */
export function figurePhraseLength(words: string[], start: number): number {
  let end = start + 1
  const take = (limit: number) => {
    let taken = 0
    while (end < words.length && taken < limit) {
      const word = words[end]!
      if (FIGURE_STOP.has(bare(word)) || isPastVerb(word) || isFigure(word)) break
      end++
      taken++
      if (/[,;:.!?]$/.test(word) || isPlural(word)) break
    }
  }
  if (/[,;:.!?]$/.test(words[start]!)) return 1
  // A percentage counts what follows "of" ("40% of our revenue"), not what happens to follow it ("8% last year").
  if (/%$/.test(bare(words[start]!)) && bare(words[end] ?? '') !== 'of') return 1
  if (bare(words[end] ?? '') === 'of') {
    end++
    if (DETERMINERS.has(bare(words[end] ?? ''))) end++
    take(2)
  } else take(3)
  while (end > start + 1 && !endsWhole(words.slice(start, end).join(' '))) end--
  return end - start
}

// —— Mood ——

const SETBACK =
  /\b(fired|firing|lost|lose|losing|loss|fail\w*|broke|broken|crash\w*|quit\w*|reject\w*|sued|bankrupt\w*|laid off|churned|kill\w*|mistake\w*|burn(?:ed|t|ing)? out|burnout|hacked|collaps\w*|shut down|cancel\w*|bann\w*|ghost\w*|dumped|wast\w*|debt|died|struggl\w*|disaster\w*|regret\w*|rejection|layoffs?)\b/i
const TURNAROUND =
  /\b(sav(?:e|ed|ing)|doubl\w*|tripl\w*|grew|grow\w*|best|better|won|record|profit\w*|thriv\w*|recover\w*|success\w*|paid off|worked|comeback|turn(?:ed)? around)\b/i

/** A story of something going wrong ("getting fired", "losing 40%"). */
export function isSetback(text: string): boolean {
  return SETBACK.test(text)
}

/** A story that ends well ("it saved the company", "revenue doubled"). */
export function endsWell(text: string): boolean {
  return TURNAROUND.test(text)
}
