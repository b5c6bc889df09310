// Markdown that makes parsers slow: the inputs of the CommonMark reference parser's "pathological
// tests" (cmark's test/pathological_tests.py), plus the runs that hurt GFM parsers (emphasis markers,
// strikethrough, tables, bare links), each at a given length. The bench compares parsers on them
// (bench/markdown-parsers.mjs) and the tests send the worst ones to every Markdown field. Plain
// JavaScript so that the bench, which Node runs as it is, and the tests share one copy.

/** `unit` repeated to at most `length` characters. */
const repeat = (unit, length) => unit.repeat(Math.max(0, Math.floor(length / unit.length)))

/** `open` k times, `middle`, `close` k times: as deep as `length` allows. */
const nest = (open, middle, close, length) => {
  const depth = Math.max(0, Math.floor((length - middle.length) / (open.length + close.length)))
  return open.repeat(depth) + middle + close.repeat(depth)
}

/** Pieces `piece(0)`, `piece(1)`, … while they fit in `length` (for inputs whose pieces grow). */
const grow = (piece, length) => {
  let out = ''
  for (let i = 0; ; i++) {
    const next = piece(i)
    if (out.length + next.length > length) return out
    out += next
  }
}

/** @type {{ name: string, make: (length: number) => string }[]} */
export const PATHOLOGICAL_MARKDOWN = [
  { name: '`*a` runs', make: (n) => repeat('*a', n) },
  { name: '`_a` runs', make: (n) => repeat('_a', n) },
  { name: '`**a` runs', make: (n) => repeat('**a', n) },
  { name: 'nested strong emphasis', make: (n) => nest('*a **a ', 'b', ' a** a*', n) },
  { name: 'emphasis closers without openers', make: (n) => repeat('a_ ', n) },
  { name: 'emphasis openers without closers', make: (n) => repeat('_a ', n) },
  { name: 'mismatched openers and closers', make: (n) => repeat('*a_ ', n) },
  { name: 'openers and closers multiple of 3', make: (n) => `a**b${repeat('c* ', n - 4)}` },
  { name: 'link openers and emphasis closers', make: (n) => repeat('[ a_', n) },
  { name: 'link closers without openers', make: (n) => repeat('a]', n) },
  { name: 'link openers without closers', make: (n) => repeat('[a', n) },
  { name: 'unclosed links `[a](<b`', make: (n) => repeat('[a](<b', n) },
  { name: 'unclosed links `[a](b`', make: (n) => repeat('[a](b', n) },
  { name: 'nested links `[a](`', make: (n) => nest('[a](', 'b', ')', n) },
  { name: 'nested brackets', make: (n) => nest('[', 'a', ']', n) },
  { name: 'nested block quotes', make: (n) => `${repeat('> ', n - 1)}a` },
  { name: 'nested lists on one line', make: (n) => `${repeat('* ', n - 1)}a` },
  { name: 'deeply nested lists', make: (n) => grow((depth) => `${'  '.repeat(depth)}* a\n`, n) },
  { name: 'backtick runs', make: (n) => grow((length) => `e${'`'.repeat(length + 1)}`, n) },
  {
    name: 'many link references',
    make: (n) => {
      const definitions = grow((i) => `[${i + 1}]: u\n`, n / 2)
      return definitions + repeat('[0] ', n - definitions.length)
    },
  },
  { name: '`~~a` runs', make: (n) => repeat('~~a', n) },
  {
    name: 'table with many columns',
    make: (n) => {
      const columns = Math.floor((n - 6) / 6)
      return `${'|a'.repeat(columns)}|\n${'|-'.repeat(columns)}|\n${'|b'.repeat(columns)}|`
    },
  },
  { name: 'table with many rows', make: (n) => `| a | b |\n|---|---|\n${repeat('| 1 | 2 |\n', n - 20)}` },
  { name: 'bare links', make: (n) => repeat('www.a.co https://b.co ', n) },
  { name: 'escapes and entities', make: (n) => repeat('\\*&amp;&#42;', n) },
]

/** The inputs every Markdown field of the product gets at its full length in the tests. */
export const WORST_MARKDOWN = PATHOLOGICAL_MARKDOWN.filter((input) =>
  ['`*a` runs', 'nested strong emphasis', 'nested block quotes', 'nested lists on one line', 'deeply nested lists'].includes(input.name),
)
