import type { PayloadRequest } from 'payload'

import { labelSetGlobals } from '@/globals/LabelSets/config'
import { pick } from '@/lib/pick'

import { loadLabels } from './content/load'
import { needsSeeding, publishGlobal } from './globals'

export async function seedLabels(req: PayloadRequest, reset: boolean) {
  const labels = loadLabels()
  for (const { slug, groups } of labelSetGlobals) {
    if (!(await needsSeeding(req, slug, reset))) continue
    // A key a language's file lacks (added since its translations) stays missing there: its
    // pages show the English default, and the status lists it for translators.
    await publishGlobal(req, slug, (locale) => pick(labels[locale], groups), {
      withoutFallback: true,
    })
  }
}
