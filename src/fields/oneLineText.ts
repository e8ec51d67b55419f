import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { isOneLine, oneLineProblem } from '@/lib/oneLine'

/**
 * For a text field that visitors write: refuses line breaks and control characters wherever the
 * value comes from (the endpoint's own check is the first; this one guards every other way in),
 * then applies Payload's own text rules.
 */
export const oneLineText: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && !isOneLine(value)
    ? oneLineProblem(options.path.join('.'))
    : text(value, options)
