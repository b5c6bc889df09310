import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import { getEnv } from './env.server.ts'

export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

let toastCookie: ReturnType<typeof createCookie> | undefined
function cookie() {
  toastCookie ??= createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().baseUrl.startsWith('https://'),
    secrets: [getEnv().authSecret],
    maxAge: 60,
  })
  return toastCookie
}

export async function toastHeader(toast: ToastInput): Promise<string> {
  return cookie().serialize(ToastSchema.parse(toast))
}

/** Redirects and shows a toast on the next page. Extra headers (e.g. auth cookies) are kept. */
export async function redirectWithToast(url: string, toast: ToastInput, init: { headers?: Headers } = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(url, { headers })
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const header = request.headers.get('cookie')
  if (!header?.includes('toast=')) return { toast: null, headers: null }
  const raw = await cookie()
    .parse(header)
    .catch(() => null)
  const parsed = ToastSchema.safeParse(raw)
  const headers = new Headers({ 'Set-Cookie': await cookie().serialize('', { maxAge: 0 }) })
  return { toast: parsed.success ? parsed.data : null, headers }
}
