/** Reads links out of the demo server's /dev/mailbox page, newest mail first. */
export async function mailboxLinks(base: string, to: string, contains: string): Promise<string[]> {
  const response = await fetch(new URL(`/dev/mailbox?to=${encodeURIComponent(to)}`, base))
  const html = await response.text()
  const links = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  return links.filter((link) => link.includes(contains))
}

export async function waitForMailLink(base: string, to: string, contains: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const [link] = await mailboxLinks(base, to, contains)
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to} with a link containing ${contains}`)
}
