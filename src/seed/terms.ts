import type { PayloadRequest } from 'payload'

import { loadTerms } from './content/load'
import { needsSeeding, publishGlobal } from './globals'

export async function seedTerms(
  req: PayloadRequest,
  toMarkdown: (md: string) => object,
  reset: boolean,
) {
  if (!(await needsSeeding(req, 'terms-page', reset))) return
  const terms = loadTerms()
  await publishGlobal(req, 'terms-page', (locale) => {
    const [first, ...rest] = terms[locale].trim().split('\n')
    return { title: first.replace(/^#\s*/, ''), content: toMarkdown(rest.join('\n').trim()) }
  })
}
