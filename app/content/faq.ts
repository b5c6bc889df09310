// Static content for /faq: eight single-open questions, in this order of topics:
// brand voice, AI use, revisions, dissatisfaction, turnaround, SEO, plan changes, languages.

export type FaqItem = {
  id: string
  question: string
  /** Two to four sentences. */
  answer: string
}

export const faqItems: FaqItem[] = [
  {
    id: 'brand-voice',
    question: 'How do you capture my brand voice?',
    answer:
      'Every subscription starts with a detailed brand profile covering your audience, opinions, favorite phrases and the words you never want to see. Your writer studies your existing posts, interviews and recordings, then drafts a short voice guide for you to approve. Each round of feedback sharpens it, so most clients say the drafts sound like them within the first few pieces.',
  },
  {
    id: 'ai-use',
    question: 'Do you use AI to write my content?',
    answer:
      'No. Every piece is researched, drafted and edited by a human writer, and that is the whole point of Unfiltered. We may use ordinary tools like spell checkers and SEO research software, but the ideas, structure and sentences come from a person who knows your brand.',
  },
  {
    id: 'revisions',
    question: 'How many revisions do I get?',
    answer:
      'Most plans include 1-2 revision rounds per piece, and Enterprise includes unlimited revisions. In practice, most drafts need only light edits once your writer has learned your voice. If a piece needs a bigger rethink, tell us early and we will rework the brief rather than patching the draft.',
  },
  {
    id: 'dissatisfaction',
    question: "What if I'm not happy with the content?",
    answer:
      "Tell us exactly what feels off and we will revise it within your plan's revision rounds. If the problem is the fit rather than the draft, we will match you with a different writer at no extra cost. Our 97% client retention comes from fixing problems quickly, not from hiding them.",
  },
  {
    id: 'turnaround',
    question: 'How quickly will I receive my content?',
    answer:
      'Drafts are typically delivered within 2-3 business days of a confirmed brief. Revisions usually come back faster, and your writer will flag any piece that needs extra research time before they start. Everything is tracked in your dashboard so you always know what is in progress.',
  },
  {
    id: 'seo',
    question: 'Is your content SEO-optimized?',
    answer:
      'Yes. Blog articles on Growth plans and above include keyword research, search-friendly structure and meta descriptions. We write for people first and search engines second, because content that readers finish and share is what ranks over time.',
  },
  {
    id: 'plan-changes',
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, you can upgrade, downgrade or cancel at any time from your dashboard. Plan changes take effect at the next billing cycle, so you keep everything included in your current plan until then. There are no cancellation fees.',
  },
  {
    id: 'languages',
    question: 'Do you write in languages other than English?',
    answer:
      'Our core team writes in English, including US, UK and Indian English conventions. For other languages, contact us before subscribing and we will tell you honestly whether we have a native-speaking writer available for your market. We would rather say no than hand you a translation dressed up as original writing.',
  },
]
