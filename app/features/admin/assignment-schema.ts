// The Writer Assignments forms (spec §5 Assignment): both a founder and a writer must be chosen.
import { z } from 'zod'
import { lineField } from '#app/utils/validation.ts'

export const ASSIGN_FORM_ID = 'assign-writer'
export const MISSING_PAIR = 'Please select both a founder and writer'

/** An account id (letters, digits, - and _), as the pickers send it. */
const personId = (message: string) => lineField().pipe(z.string().regex(/^[\w-]{1,200}$/, message))

export const AssignSchema = z.object({
  intent: z.literal('assign'),
  founderId: personId('Choose a founder'),
  writerId: personId('Choose a writer'),
})

export const RemoveAssignmentSchema = z.object({
  intent: z.literal('remove'),
  assignmentId: z.uuid({ error: 'That assignment does not exist.' }),
  /** 'yes' once the admin confirmed (the dialog, or the confirmation step without JavaScript). */
  confirm: z.literal('yes').optional(),
})

/** What "Remove" asks before it ends a pairing (the dialog, and the step without JavaScript). */
export const removalConfirmation = (names: { writerName: string; founderName: string }) => ({
  question: `Remove ${names.writerName} from ${names.founderName}?`,
  details:
    'The pairing ends now: the writer can still read their pieces for this founder but can change none. You can pair them again later.',
  confirmLabel: 'Remove assignment',
})

/** The people a picker lists, from the loader or from /api/admin/people. */
export type PickerPerson = {
  id: string
  name: string
  email: string
  company: string | null
  specialties: string[]
  activeAssignments: number
  /** Writers: their open requests and pieces (requested, in progress, waiting for review, sent back). */
  openPieces?: number
}
export type PickerPage = { people: PickerPerson[]; page: number; hasMore: boolean }
