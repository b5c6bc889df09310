// A tiny OpenAI-compatible chat-completions server on 127.0.0.1, so the app's real HTTP path
// to a model runs in tests. It records every request and can be told to fail or hang.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedLlmRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: { model?: string; messages?: { role: string; content: string }[] } & Record<string, unknown>
}

export type FakeLlm = {
  /** The base URL to give the app as LLM_BASE_URL (ends in /v1). */
  url: string
  requests: RecordedLlmRequest[]
  /** The assistant's reply to every later successful request. */
  reply: (text: string) => void
  /** The next `count` requests get `status` (500 by default). */
  failNext: (count?: number, status?: number) => void
  /** The next `count` requests get no answer at all until the server closes. */
  hangNext: (count?: number) => void
  reset: () => void
  close: () => Promise<void>
}

/** Five lines that pass the app's checks for any brief: no figures, none over 120 characters. */
export const FAKE_LLM_REPLY = [
  'Fake model: would you survive a launch that flopped?',
  'Fake model: one launch, every mistake, no regrets',
  'Fake model: how to launch without the panic',
  'Fake model: the shocking truth is that first launches rarely work',
  'Fake model: what our first launch taught us',
].join('\n')

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: RecordedLlmRequest[] = []
  let replyText = FAKE_LLM_REPLY
  let failures = 0
  let failureStatus = 500
  let hangs = 0

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: RecordedLlmRequest['body'] = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedLlmRequest['body']
      } catch {
        // Recorded as an empty body; the test will notice.
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }))
        return
      }
      if (hangs > 0) {
        hangs--
        return // Never answers; close() drops the connection.
      }
      if (failures > 0) {
        failures--
        res.writeHead(failureStatus, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'fake failure' } }))
        return
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'unknown',
          choices: [{ index: 0, message: { role: 'assistant', content: replyText }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      )
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (text) => {
      replyText = text
    },
    failNext: (count = 1, status = 500) => {
      failures = count
      failureStatus = status
    },
    hangNext: (count = 1) => {
      hangs = count
    },
    reset: () => {
      requests.length = 0
      replyText = FAKE_LLM_REPLY
      failures = 0
      hangs = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
