'use client'

import { Select } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'

export type LocaleOption = { code: string; label: string }

const everything = { label: 'Any language (show all)', value: '' }

/** “To do in: [language]”: keeps `?missing=` in the address, so a filtered list can be shared. */
export function LocaleFilter({
  locales,
  selected,
}: {
  locales: LocaleOption[]
  selected?: string
}) {
  const router = useRouter()
  const pathname = usePathname()
  const options = [
    everything,
    ...locales.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
  ]

  return (
    <div className="translation-status__control">
      <label className="translation-status__control-label" htmlFor="translation-filter">
        To do in
      </label>
      <Select
        className="translation-status__select"
        inputId="translation-filter"
        isClearable={false}
        isSearchable={false}
        options={options}
        value={options.find((option) => option.value === (selected ?? '')) ?? everything}
        onChange={(option) => {
          const value = Array.isArray(option) ? '' : String(option.value)
          router.push(value ? `${pathname}?missing=${value}` : pathname)
        }}
      />
    </div>
  )
}
