import { editorsField } from '@/access/editors'
import { label, type AdminMessages } from '@/labels'

/** A non-localised field that translators may read but not change. */
export const fixed = { access: { update: editorsField, create: editorsField } }

type GameTexts = AdminMessages['games']
type GameText = { [K in keyof GameTexts]: GameTexts[K] extends string ? K : never }[keyof GameTexts]

/** A label or help text of the Games collection, in every admin language. */
export const named = (key: GameText) => label((m) => m.games[key])
