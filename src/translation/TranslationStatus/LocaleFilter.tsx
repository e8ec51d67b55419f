'use client'

import { Select, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import { adminT } from '@/labels/t'

export type LocaleOption = { code: string; label: string }

/**
 * “To do in: [language]”: keeps `?missing=` in the address (beside the state filter), so a
 * filtered list can be shared; a new language starts at its first page. "All languages" is
 * `?missing=all`: without the parameter a translator's list opens on their own language.
 */
export function LocaleFilter({
  locales,
  selected,
}: {
  locales: LocaleOption[]
  selected?: string
}) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const t = adminT(useTranslation().t)
  const everything = { label: t('starfin:translationStatus:anyLanguage'), value: 'all' }
  const options = [
    everything,
    ...locales.map(({ code, label }) => ({ label: `${label} · ${code}`, value: code })),
  ]

  return (
    <div className="translation-status__control">
      <label className="translation-status__control-label" htmlFor="translation-filter">
        {t('starfin:translationStatus:missingIn')}
      </label>
      <Select
        className="translation-status__select"
        inputId="translation-filter"
        isClearable={false}
        isSearchable={false}
        options={options}
        value={options.find((option) => option.value === selected) ?? everything}
        onChange={(option) => {
          const value = Array.isArray(option) ? 'all' : String(option.value)
          const params = new URLSearchParams(searchParams.toString())
          params.delete('page')
          params.set('missing', value)
          router.push(`${pathname}?${params}`)
        }}
      />
    </div>
  )
}
