/**
 * The enquiry form's choices, apart from its schema (`enquiries/schema`): the form renders them with
 * the page, while the schema's code is fetched only once a visitor starts on the form.
 */
import type { SitePrefix } from '@/i18n/locales'

export const enquiryTypes = ['integration', 'partnership', 'demo', 'other'] as const
/**
 * The channels a visitor may ask to be contacted on: the one list the form, the API's check, the
 * stored enquiries and each site's choice in Site settings take their values from.
 */
export const contactChannels = [
  'email',
  'telegram',
  'whatsapp',
  'wechat',
  'line',
  'kakaotalk',
  'zalo',
  'viber',
] as const
export type ContactChannel = (typeof contactChannels)[number]
/** The channels enquiries are stored with: also Skype, which closed in May 2025, for older ones. */
export const storedContactChannels = [...contactChannels, 'skype'] as const
export const enquiryStatuses = ['new', 'in-progress', 'answered', 'spam'] as const

/** A site's row of contact channels in Site settings, as stored. */
type SiteContactRow = {
  site: string
  channels?: readonly string[] | null
  /** A phone number as the market writes it: the form's example of a handle. */
  phoneExample?: string | null
}

/**
 * The channels a site's form offers, in the editors' order (the market's usual one first), and
 * its example number. A site the settings do not list offers e-mail alone.
 */
export function contactOf(
  contacts: readonly SiteContactRow[] | null | undefined,
  site: SitePrefix,
): { channels: readonly ContactChannel[]; phoneExample: string } {
  const row = contacts?.find((contact) => contact.site === site)
  const channels = (row?.channels ?? []).filter((channel): channel is ContactChannel =>
    (contactChannels as readonly string[]).includes(channel),
  )
  return {
    channels: channels.length ? channels : ['email'],
    phoneExample: row?.phoneExample ?? '',
  }
}

/**
 * Error codes the form turns into the visitor's language (label set `form`). `oneLine` (a line
 * break or control character in a one-line field) comes from scripts: the form's boxes keep none.
 */
export type EnquiryError = 'required' | 'email' | 'tooLong' | 'tooShort' | 'oneLine'
