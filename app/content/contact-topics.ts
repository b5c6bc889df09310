// What a visitor came to ask about, carried by a link such as /contact?topic=linkedin (the results
// page's "LinkedIn for me"), and the subject it fills in on the contact form. The page cache keeps one
// copy of /contact per known topic (public-paths.ts).
export const CONTACT_TOPICS = {
  linkedin: 'LinkedIn content',
  blog: 'Blog content',
  pr: 'PR content',
  newsletter: 'Newsletter content',
} as const

export type ContactTopic = keyof typeof CONTACT_TOPICS

/** The topic a link names, if it is one of ours (exactly, own keys only); anything else is no topic. */
export function knownTopic(topic: string | null): ContactTopic | null {
  return topic !== null && Object.hasOwn(CONTACT_TOPICS, topic) ? (topic as ContactTopic) : null
}

/** The subject for a topic from the address; an unknown or missing topic fills in nothing. */
export function subjectForTopic(topic: string | null): string | null {
  const known = knownTopic(topic)
  return known ? CONTACT_TOPICS[known] : null
}
