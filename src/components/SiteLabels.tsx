'use client'

import { createContext, use, type ReactNode } from 'react'

import type { Labels } from '@/globals/LabelSets/defaults'

/** The strings of the layout's own boundaries (404 and error), which receive no props. */
export type SiteLabels = Pick<Labels, 'notFound' | 'error'>

const SiteLabelsContext = createContext<SiteLabels | null>(null)

/**
 * Plain strings in a context instead of next-intl's client provider: these boundaries only fill
 * in a path, and the provider would bring the ICU message runtime to every page's JavaScript.
 * (No public page uses that provider: the game list's counts and messages are formatted on the
 * server.)
 */
export function SiteLabelsProvider({
  labels,
  children,
}: {
  labels: SiteLabels
  children: ReactNode
}) {
  return <SiteLabelsContext value={labels}>{children}</SiteLabelsContext>
}

export function useSiteLabels(): SiteLabels {
  const labels = use(SiteLabelsContext)
  if (!labels) throw new Error('useSiteLabels outside SiteLabelsProvider')
  return labels
}
