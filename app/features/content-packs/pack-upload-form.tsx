import type { SubmissionResult } from '@conform-to/react'
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { FormAlert, submitThroughConform, TextareaFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { notify } from '#app/components/ui/toast.tsx'
import { TEXT_LIMIT } from '#app/utils/validation.ts'
import {
  checkChosenFiles,
  formatBytes,
  PACK_FILE_ACCEPT,
  PACK_FORM_ID,
  PACK_MESSAGES,
  PACK_TITLE_LIMIT,
  PackFieldsSchema,
} from './pack-schema.ts'

/** What the upload answers (the page action without JavaScript, /admin/content-packs with it) when it refuses. */
export type PackUploadActionData = { result: SubmissionResult<string[]> }
type UploadAnswer = { ok: true; pack: { id: string; title: string } } | { ok: false; result?: SubmissionResult<string[]>; error?: string }

/** The endpoint the browser uploads to with JavaScript: JSON answers, and upload progress events on the way. */
export const PACK_UPLOAD_URL = '/admin/content-packs'

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/**
 * The content pack upload form (spec §5). With JavaScript the files are sent by XMLHttpRequest, whose
 * upload events drive the progress bar; chosen files can be removed one by one before. Without
 * JavaScript the same form posts to /admin as multipart/form-data. The server checks everything again.
 */
export function PackUploadForm({
  actionData,
  uploadedTitle,
}: {
  actionData: PackUploadActionData | undefined
  uploadedTitle: string | null
}) {
  const [answer, setAnswer] = useState<SubmissionResult<string[]> | undefined>(undefined)
  const lastResult = answer ?? actionData?.result
  const [form, fields] = useSchemaForm({
    id: PACK_FORM_ID,
    schema: PackFieldsSchema,
    lastResult,
  })
  const revalidator = useRevalidator()
  const navigating = useIsSubmitting()
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const requestRef = useRef<XMLHttpRequest | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [filesError, setFilesError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const uploading = progress !== null
  const serverFileErrors = lastResult?.error?.files ?? null
  const fileMessage = filesError ?? serverFileErrors?.[0] ?? null

  /** Keeps the input's own file list equal to the chosen files, so a plain submit sends the same. */
  const chooseFiles = (next: File[]) => {
    setFiles(next)
    setFilesError(next.length ? checkChosenFiles(next) : null)
    const input = inputRef.current
    if (input && typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer()
      for (const file of next) transfer.items.add(file)
      input.files = transfer.files
    }
  }

  const valuesOf = (element: HTMLFormElement) => {
    const values: Record<string, string> = {}
    for (const [name, value] of new FormData(element)) if (typeof value === 'string') values[name] = value
    return values
  }
  const refuse = (element: HTMLFormElement, message: string) =>
    setAnswer({ status: 'error', initialValue: valuesOf(element), error: { '': [message] } })

  const upload = (element: HTMLFormElement) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(valuesOf(element))) body.append(name, value)
    for (const file of files) body.append('files', file, file.name)
    const request = new XMLHttpRequest()
    requestRef.current = request
    request.open('POST', PACK_UPLOAD_URL)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    }
    request.onload = () => {
      requestRef.current = null
      setProgress(null)
      const reply = request.response as UploadAnswer | null
      if (request.status === 201 && reply?.ok) {
        setAnswer(undefined)
        element.reset()
        chooseFiles([])
        // No description on this form's toasts: a later toast with the same id would keep it.
        notify.success(`${PACK_MESSAGES.uploaded}: ${reply.pack.title}`, { id: PACK_FORM_ID })
        void revalidator.revalidate()
        return
      }
      if (request.responseURL.includes('/login')) return refuse(element, 'Your session has ended. Please log in again, then upload.')
      if (reply && !reply.ok && reply.result) return setAnswer(reply.result)
      refuse(element, (reply && !reply.ok && reply.error) || PACK_MESSAGES.failed)
    }
    request.onerror = () => {
      requestRef.current = null
      setProgress(null)
      refuse(element, 'The upload stopped: the connection was lost. Please try again.')
    }
    request.onabort = () => {
      requestRef.current = null
      setProgress(null)
      notify.info('Upload cancelled', { id: PACK_FORM_ID })
    }
    setProgress(0)
    // Replaces an earlier refusal's toast: this attempt is under way.
    notify.info(`Uploading ${files.length} file${files.length === 1 ? '' : 's'}…`, { id: PACK_FORM_ID })
    request.send(body)
  }

  return (
    <section aria-labelledby="upload-heading" className="card self-start sm:p-8">
      <h2 id="upload-heading" className="font-display text-xl font-black">
        Upload a content pack
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        PDF or ZIP files, up to 25 MB each. Files are checked by their contents, not only their names.
      </p>
      {uploadedTitle ? (
        <p role="status" className="mt-4 rounded-xl bg-lime/40 px-4 py-3 text-sm font-semibold">
          {PACK_MESSAGES.uploaded}: {uploadedTitle}
        </p>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action="/admin"
        encType="multipart/form-data"
        id={form.id}
        noValidate={form.noValidate}
        aria-busy={uploading}
        className="mt-6 space-y-5"
        onSubmit={(event) => {
          const element = event.currentTarget
          const filesProblem = checkChosenFiles(files)
          const submitted = submitThroughConform(form, event)
          if (submitted === 'conform') return
          // A refusal is told next to each field to fix (the files' beside the file input), not as a toast.
          if (submitted === 'refused') {
            if (filesProblem) setFilesError(filesProblem)
            return
          }
          event.preventDefault()
          if (filesProblem) {
            setFilesError(filesProblem)
            inputRef.current?.focus()
            return
          }
          upload(element)
        }}
      >
        <FormAlert form={form} />
        <TextField meta={fields.title} label="Title" required maxLength={PACK_TITLE_LIMIT} autoComplete="off" />
        <TextareaFormField
          meta={fields.description}
          label="Description"
          rows={4}
          required
          maxLength={TEXT_LIMIT}
          className="[&_textarea]:min-h-0"
        />
        <TextField
          meta={fields.price}
          label="Price (USD)"
          type="number"
          min={0}
          step={0.01}
          placeholder="29.99"
          inputMode="decimal"
          required
        />
        <div>
          <label htmlFor="pack-files" className="mb-1.5 block text-sm font-semibold">
            Files
          </label>
          <input
            ref={inputRef}
            id="pack-files"
            name="files"
            type="file"
            multiple
            accept={PACK_FILE_ACCEPT}
            aria-invalid={fileMessage ? true : undefined}
            aria-describedby={`pack-files-hint${fileMessage ? ' pack-files-error' : ''}`}
            className="block w-full text-sm file:mr-4 file:rounded-xl file:border-2 file:border-ink file:bg-white file:px-4 file:py-2 file:font-bold hover:file:bg-ink hover:file:text-paper"
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? [])
              chooseFiles([...files, ...chosen.filter((file) => !files.some((kept) => sameFile(kept, file)))])
            }}
          />
          <p id="pack-files-hint" className="mt-1.5 text-sm text-ink-soft">
            Choose one or more .pdf or .zip files (up to 10).
          </p>
          {fileMessage ? (
            <p id="pack-files-error" className="field-error" role="alert">
              {fileMessage}
            </p>
          ) : null}
          {files.length > 0 ? (
            <ul aria-label="Chosen files" className="mt-3 divide-y divide-ink/10 rounded-xl border border-ink/10">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  className="flex items-center justify-between gap-3 px-4 py-2 text-sm"
                >
                  <span className="min-w-0 break-words">
                    <span className="font-semibold">{file.name}</span> <span className="text-ink-soft">· {formatBytes(file.size)}</span>
                  </span>
                  <button
                    type="button"
                    className="btn-secondary btn-sm shrink-0"
                    disabled={uploading}
                    onClick={() => chooseFiles(files.filter((_, at) => at !== index))}
                  >
                    Remove<span className="sr-only"> {file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {uploading ? (
          <div className="space-y-2" data-testid="upload-progress">
            <div className="flex justify-between text-sm font-semibold">
              <span id="upload-progress-label">Uploading…</span>
              <span aria-hidden="true">{progress}%</span>
            </div>
            <progress
              max={100}
              value={progress}
              aria-labelledby="upload-progress-label"
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-shock-ink [&::-webkit-progress-bar]:bg-ink/10 [&::-webkit-progress-value]:bg-shock-ink"
            />
            <button type="button" className="link text-sm" onClick={() => requestRef.current?.abort()}>
              Cancel upload
            </button>
          </div>
        ) : null}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={uploading || navigating}>
          {uploading || navigating ? 'Uploading…' : 'Upload content pack'}
        </button>
      </form>
    </section>
  )
}
