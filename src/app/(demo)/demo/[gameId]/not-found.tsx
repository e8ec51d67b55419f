import { payloadClient } from '@/data/payload'
import { getLabels } from '@/data/labels'
import { UnknownGame } from '@/demo/UnknownGame'
import { contentLocales, type ContentLocale } from '@/i18n/locales'

/**
 * A demo of a game that does not exist: a 404, still the friendly screen an operator's frame
 * shows, in the launch URL's language (which only a client component can read here).
 */
export default async function DemoNotFound() {
  const texts = Object.fromEntries(
    await Promise.all(
      contentLocales.map(async (locale) => {
        const { demo } = await getLabels(payloadClient, locale)
        return [locale, { message: demo.notAvailable, back: demo.backToGame }] as const
      }),
    ),
  ) as Record<ContentLocale, { message: string; back: string }>
  return <UnknownGame texts={texts} />
}
