// The thread that renders Markdown (started by piece-html.server.ts): one text in, its sanitised HTML
// (or null when it could not be rendered) out. Bundled on its own to <build dir>/render-worker.js.
import { parentPort } from 'node:worker_threads'
import { renderMarkdown } from './render-markdown.server.ts'

parentPort!.on('message', (markdown: string) => {
  let html: string | null
  try {
    html = renderMarkdown(markdown)
  } catch {
    html = null
  }
  parentPort!.postMessage(html)
})
