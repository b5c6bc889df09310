import { data } from 'react-router'

/** The submitted form, or a 400 that says it could not be read (a JSON body, a broken multipart …). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data('The form could not be read. Please submit it from the page.', { status: 400 })
  }
}
