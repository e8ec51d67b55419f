import type { PayloadRequest } from 'payload'

/**
 * Whether a save was sent by the admin's form: multipart form data with its `_payload`. The form
 * sends every field it shows, as it last had them; an API client sends what it changes.
 */
export const fromTheForm = (req: PayloadRequest) =>
  (req.headers?.get?.('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
