/** Polls `check` until it returns something truthy, or fails with `what` after the deadline. */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T> | T,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100))
  }
}
