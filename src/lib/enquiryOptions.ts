/**
 * The enquiry form's choices, apart from its schema (`lib/enquiry`): the form renders them with
 * the page, while the schema's code is fetched only once a visitor starts on the form.
 */
import type { SitePrefix } from '@/i18n/locales'

export const enquiryTypes = ['integration', 'partnership', 'demo', 'other'] as const
/** The channels a visitor may ask to be contacted on. */
export const contactChannels = ['email', 'telegram', 'whatsapp', 'wechat'] as const
export type ContactChannel = (typeof contactChannels)[number]
/** The channels enquiries are stored with: also Skype, which closed in May 2025, for older ones. */
export const storedContactChannels = [...contactChannels, 'skype'] as const
export const enquiryStatuses = ['new', 'in-progress', 'answered', 'spam'] as const

/**
 * The channels each site's form offers, its market's usual one first: WeChat in mainland China
 * (where Telegram and WhatsApp are blocked) and beside WhatsApp in Hong Kong.
 */
export function contactChannelsOf(site: SitePrefix): readonly ContactChannel[] {
  if (site === 'cn') return ['wechat', 'email']
  if (site === 'hk') return ['email', 'whatsapp', 'wechat', 'telegram']
  return ['email', 'telegram', 'whatsapp']
}

/**
 * Error codes the form turns into the visitor's language (label set `form`). `oneLine` (a line
 * break or control character in a one-line field) comes from scripts: the form's boxes keep none.
 */
export type EnquiryError = 'required' | 'email' | 'tooLong' | 'tooShort' | 'oneLine'
