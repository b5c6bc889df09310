// Who sees a profile, in the words of its owner's role: a founder's name and company go on invoices
// and to their writers; a writer's to the founders they write for and the team; an admin's to the team.
import type { Role } from '#app/utils/permissions.ts'

export type ProfileWording = { intro: string; companyHint: string }

const WORDING = {
  founder: { intro: 'How you appear to your writers and on your invoices.', companyHint: 'Shown on your invoices and to your writers.' },
  writer: { intro: 'How the founders you write for and our team see you.', companyHint: 'Seen by our team.' },
  admin: { intro: 'How you appear to the rest of the team.', companyHint: 'Seen by the rest of the team.' },
} satisfies Record<Role, ProfileWording>

/** The wording for the role whose readers see the most of the profile: founder, then writer, then admin. */
export function profileWording(roles: readonly Role[]): ProfileWording {
  if (roles.includes('founder')) return WORDING.founder
  if (roles.includes('writer')) return WORDING.writer
  return WORDING.admin
}
