// Where a document's "Back to billing" leads: its buyer to their own billing page, an admin reading
// someone else's document to the admin's billing list. The document routes answer it with their data
// and the layout shows it.

export type BackLink = { to: string; label: string }

export function billingBackLink(viewerId: string, ownerId: string): BackLink {
  return viewerId === ownerId
    ? { to: '/dashboard/billing', label: 'Back to billing' }
    : { to: '/dashboard/admin/billing', label: 'Back to billing' }
}
