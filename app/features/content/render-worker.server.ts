// The content thread (started by piece-html.server.ts): one task in, its answer out, or null when the
// task failed. Renders a piece's Markdown to sanitised HTML, and compares two versions word by word
// (the answer: the diff's HTML).
// Bundled on its own to <build dir>/render-worker.js.
import { parentPort } from 'node:worker_threads'
import { renderMarkdown } from './render-markdown.server.ts'
import { readableText, textDiffHtml } from './word-diff.ts'

/** The thread's first message, once its code has loaded: tasks' budgets count from here. */
export type ThreadReady = { ready: true }

export type ContentTask = { kind: 'render'; markdown: string } | { kind: 'diff'; beforeHtml: string; afterHtml: string; timeoutMs: number }

function perform(task: ContentTask): unknown {
  if (task.kind === 'render') return renderMarkdown(task.markdown)
  return textDiffHtml(readableText(task.beforeHtml), readableText(task.afterHtml), task.timeoutMs)
}

parentPort!.on('message', (task: ContentTask) => {
  let answer: unknown
  try {
    answer = perform(task)
  } catch {
    answer = null
  }
  parentPort!.postMessage(answer)
})

parentPort!.postMessage({ ready: true } satisfies ThreadReady)
