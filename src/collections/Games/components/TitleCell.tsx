'use client'

import type { DefaultCellComponentProps } from 'payload'
import { useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'

/**
 * A game's title in the list, in the language shown; where that language has none yet, the
 * English title marked as English (the list reads each language without falling back).
 */
export function TitleCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { t } = useTranslation()
  if (typeof cellData === 'string' && cellData.trim()) return <span>{cellData}</span>
  const english = (rowData as { englishTitle?: string | null }).englishTitle
  if (!english) return null
  return (
    <span className="english-fallback">
      {adminT(t)('starfin:editorial:englishTitle', { title: english })}
    </span>
  )
}
