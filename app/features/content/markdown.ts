// Markdown to HTML with marked, configured so that a writer's text can never become markup: raw
// HTML is shown as text, images become their alt text (the CSP allows no outside images), and only
// http(s), mailto and same-site links are kept. The live preview uses this as it is; the server
// also runs the result through sanitize-html's allow-list (render-markdown.server.ts).
import { Marked, type Tokens } from 'marked'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** A link target a reader may follow: http(s), mailto, or a path / anchor on this site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim()
  if (value.startsWith('#') || (value.startsWith('/') && !value.startsWith('//'))) return true
  return /^(https?:\/\/|mailto:)/i.test(value)
}

const marked = new Marked({ gfm: true, breaks: false, async: false })
marked.use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text)
    },
    link(this: { parser: { parseInline: (tokens: Tokens.Link['tokens']) => string } }, token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens)
      if (!isSafeHref(token.href)) return inner
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : ''
      return `<a href="${escapeHtml(token.href.trim())}"${title} rel="noopener nofollow">${inner}</a>`
    },
  },
})

/** The HTML of a piece's Markdown (synchronous; raw HTML escaped, unsafe links dropped). */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string
}
