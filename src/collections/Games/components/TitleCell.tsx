'use client'

import type { DefaultCellComponentProps } from 'payload'
import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { formatAdminURL } from 'payload/shared'

import { adminT } from '@/labels/t'

/**
 * A game's title in the list, in the language shown; where that language has none yet, the
 * English title marked as English (the list reads each language without falling back). It opens
 * the game, as the id beside it does: people click the name (walk 35, F2). In a picker's list
 * (a drawer, which passes `onClick`) it picks the game instead.
 */
export function TitleCell({
  cellData,
  rowData,
  collectionSlug,
  onClick,
}: DefaultCellComponentProps) {
  const { t } = useTranslation()
  const { config } = useConfig()
  const own = typeof cellData === 'string' && cellData.trim() ? cellData : undefined
  const english = (rowData as { englishTitle?: string | null }).englishTitle
  const title = own ? (
    <span>{own}</span>
  ) : english ? (
    <span className="english-fallback">
      {adminT(t)('starfin:editorial:englishTitle', { title: english })}
    </span>
  ) : null
  if (!title || rowData.id === undefined) return title
  if (onClick)
    return (
      <button
        type="button"
        className="title-cell__pick"
        onClick={() => onClick({ cellData, collectionSlug, rowData })}
      >
        {title}
      </button>
    )
  return (
    <Link
      href={formatAdminURL({
        adminRoute: config.routes.admin,
        path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`,
      })}
    >
      {title}
    </Link>
  )
}
