import { editorsField } from '@/access/editors'

/** A non-localised field that translators may read but not change. */
export const fixed = { access: { update: editorsField, create: editorsField } }

/** Select options labelled from their values ("high-volatility" → "High volatility"). */
export const options = (values: readonly string[]) =>
  values.map((value) => ({
    label: value[0].toUpperCase() + value.slice(1).replace('-', ' '),
    value,
  }))
