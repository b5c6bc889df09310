// Markdown to HTML with markdown-it, configured so that a writer's text can never become markup: raw
// HTML is shown as text, images become their alt text (the CSP allows no outside images), and only
// http(s), mailto and same-site links are kept. GFM's tables, strikethrough and bare links are on.
// markdown-it's time grows linearly with the length of any input, hostile ones included (marked's
// grew with its square: bench/markdown-parsers.mjs, docs/decisions/020-markdown-rendered-once.md).
// The browser's live preview and the server share this module; the server also runs the result
// through sanitize-html's allow-list (render-markdown.server.ts) and stores it with the version.
import MarkdownIt from 'markdown-it'

/** A link target a reader may follow: http(s), mailto, or a path / anchor on this site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim()
  if (value.startsWith('#') || (value.startsWith('/') && !value.startsWith('//'))) return true
  return /^(https?:\/\/|mailto:)/i.test(value)
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })

// Every link is parsed as a link, so that one with an unsafe target shows its text without the
// target (markdown-it's own check would leave the whole `[text](javascript:…)` on the page)…
markdown.validateLink = () => true
// …and then loses its tags here, before rendering. Links do not nest, so the next close is its own.
markdown.core.ruler.push('safe_links', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue
    let dropping = false
    block.children = block.children.filter((token) => {
      if (token.type === 'link_open') {
        dropping = !isSafeHref(String(token.attrGet('href') ?? ''))
        if (!dropping) token.attrSet('rel', 'noopener nofollow')
        return !dropping
      }
      if (token.type === 'link_close' && dropping) {
        dropping = false
        return false
      }
      return true
    })
  }
})

const escapeHtml = markdown.utils.escapeHtml

markdown.renderer.rules.image = (tokens, index, options, env, renderer) =>
  escapeHtml(renderer.renderInlineAsText(tokens[index]!.children ?? [], options, env))

// A column's alignment as the `align` attribute the sanitiser keeps (markdown-it writes a style).
const alignedCell: NonNullable<typeof markdown.renderer.rules.td_open> = (tokens, index, options, _env, renderer) => {
  const token = tokens[index]!
  const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1]
  token.attrs = align ? [['align', align]] : null
  return renderer.renderToken(tokens, index, options)
}
markdown.renderer.rules.th_open = alignedCell
markdown.renderer.rules.td_open = alignedCell

/** The HTML of a piece's Markdown (raw HTML escaped, images as their alt text, unsafe links dropped). */
export function markdownToHtml(text: string): string {
  return markdown.render(text)
}
