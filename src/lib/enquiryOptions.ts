/**
 * The enquiry form's choices, apart from its schema (`lib/enquiry`): the form renders them with
 * the page, while the schema's code is fetched only once a visitor starts on the form.
 */
export const enquiryTypes = ['integration', 'partnership', 'demo', 'other'] as const
export const contactChannels = ['email', 'telegram', 'whatsapp', 'skype'] as const
export const enquiryStatuses = ['new', 'in-progress', 'answered', 'spam'] as const

/** Error codes the form turns into the visitor's language (label set `form`). */
export type EnquiryError = 'required' | 'email' | 'tooLong' | 'tooShort'
