import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FormAlert, TextareaFormField, TextField, useSchemaForm } from '#app/components/forms.tsx'
import { TEXT_LIMIT } from '#app/utils/validation.ts'
import { BRAND_SECTIONS, brandCompleteness, MAX_LIKED_EXAMPLES, type BrandProfileView, type BrandSectionKey } from './brand-profile.ts'
import { BRAND_FORM_ID, BrandProfileSchema, exampleLines } from './brand-profile-schema.ts'
import { httpUrl, linkedinUrl } from './links.ts'
import { BrandCompleteness } from './brand-profile-summary.tsx'

/** What the brand profile action answers when it does not redirect. */
export type BrandActionData = { result: SubmissionResult<string[]> }

const hintOf = (key: BrandSectionKey) => BRAND_SECTIONS.find((section) => section.key === key)!.hint
const labelOf = (key: BrandSectionKey) => BRAND_SECTIONS.find((section) => section.key === key)!.label

function validExamples(value: string) {
  const lines = exampleLines(value)
  return lines.length <= MAX_LIKED_EXAMPLES && lines.every((line) => httpUrl(line)) ? lines : []
}

/** The saved profile as the form's starting values. */
function formValues(profile: BrandProfileView | null) {
  return {
    brandAndAudience: profile?.brandAndAudience ?? '',
    voice1: profile?.voiceWords[0] ?? '',
    voice2: profile?.voiceWords[1] ?? '',
    voice3: profile?.voiceWords[2] ?? '',
    topics: profile?.topics ?? '',
    avoid: profile?.avoid ?? '',
    likedExamples: profile?.likedExamples.join('\n') ?? '',
    competitors: profile?.competitors ?? '',
    linkedinUrl: profile?.linkedinUrl ?? '',
    goals: profile?.goals ?? '',
  }
}

/**
 * The brand questionnaire, one form: every section optional, the count of answered sections
 * following what is typed. Posts to the page's action, so it works without JavaScript.
 */
export function BrandProfileForm({ profile, actionData }: { profile: BrandProfileView | null; actionData: BrandActionData | undefined }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const [form, fields] = useSchemaForm({
    id: BRAND_FORM_ID,
    schema: BrandProfileSchema,
    lastResult: actionData?.result,
    defaultValue: formValues(profile),
  })

  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const completeness = brandCompleteness({
    brandAndAudience: text(fields.brandAndAudience.value),
    voiceWords: [fields.voice1.value, fields.voice2.value, fields.voice3.value].map(text).filter((word) => word.trim()),
    topics: text(fields.topics.value),
    avoid: text(fields.avoid.value),
    // Counted once they are valid: every line a link, a linkedin.com address.
    likedExamples: validExamples(text(fields.likedExamples.value)),
    competitors: text(fields.competitors.value),
    linkedinUrl: linkedinUrl(text(fields.linkedinUrl.value)),
    goals: text(fields.goals.value),
  })

  const area = (key: 'brandAndAudience' | 'topics' | 'avoid' | 'competitors' | 'goals', rows = 3) => (
    <TextareaFormField
      meta={fields[key]}
      label={labelOf(key)}
      hint={hintOf(key)}
      rows={rows}
      maxLength={TEXT_LIMIT}
      className="[&_textarea]:min-h-24"
    />
  )

  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-label="Brand profile"
      // On a wide screen the count stays in view beside the questions, never over them.
      className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:gap-8 lg:space-y-0"
    >
      <div className="card sm:p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <BrandCompleteness complete={completeness.complete} total={completeness.total} />
        {completeness.missing.length ? (
          <p className="mt-2 text-sm text-ink-soft">Still to answer: {completeness.missing.join(', ')}.</p>
        ) : (
          <p className="mt-2 text-sm font-semibold">Every section answered. Your writers will thank you.</p>
        )}
      </div>
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        <FormAlert form={form} />
        <input type="hidden" name="intent" value="save" />
        {area('brandAndAudience', 4)}
        <fieldset aria-describedby="voice-hint">
          <legend className="text-sm font-semibold">{labelOf('voiceWords')}</legend>
          <p id="voice-hint" className="mt-1 text-sm text-ink-soft">
            {hintOf('voiceWords')}
          </p>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {([fields.voice1, fields.voice2, fields.voice3] as const).map((field, index) => (
              <TextField key={field.name} meta={field} label={`Word ${index + 1}`} maxLength={40} />
            ))}
          </div>
        </fieldset>
        {area('topics')}
        {area('avoid')}
        <TextareaFormField
          meta={fields.likedExamples}
          label={labelOf('likedExamples')}
          hint="Up to 5 links to posts or articles whose style you like, one per line."
          rows={5}
          maxLength={TEXT_LIMIT}
          placeholder="https://"
          className="[&_textarea]:min-h-24"
        />
        {area('competitors')}
        <TextField
          meta={fields.linkedinUrl}
          label={labelOf('linkedinUrl')}
          type="url"
          inputMode="url"
          hint="Your profile's link, e.g. https://www.linkedin.com/in/your-name"
          placeholder="https://www.linkedin.com/in/"
          maxLength={500}
        />
        {area('goals')}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? 'Saving…' : 'Save brand profile'}
        </button>
      </div>
    </Form>
  )
}
