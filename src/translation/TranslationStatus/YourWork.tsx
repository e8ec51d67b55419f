import { getTranslation } from '@payloadcms/translations'
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { hasRole } from '@/access/roles'
import { defaultContentLocale } from '@/i18n/locales'
import { languageInAdmin } from '@/i18n/languageNames'
import { adminT } from '@/labels/t'
import { writableLocales } from '@/translation/roles'
import { headingsIn } from '@/translation/headings'
import { readStatusPage } from '@/translation/statusTable'

import './index.scss'

/** How many entries of a language's work the dashboard names before "all of it". */
const shown = 5

/**
 * The translators' dashboard (`translatorsDashboard`): per language they translate, how many
 * entries wait for them there (texts missing or needing update), the first few as links to the
 * entry in that language, and the translation status filtered to that language. Nothing for
 * anyone else (an editor's dashboard keeps Payload's cards).
 */
export async function YourWork({ req }: { req: PayloadRequest }) {
  const { payload, user, i18n } = req
  if (!hasRole(user, 'translator')) return null
  const t = adminT(i18n.t)
  const adminRoute = payload.config.routes.admin
  const languages = writableLocales(user).filter((code) => code !== defaultContentLocale)
  const work = await Promise.all(
    languages.map(async (code) => ({
      code,
      page: await readStatusPage(payload, { locale: code }),
    })),
  )
  // Each entry named as its header names it in that language (English marked as such).
  const headingIn = await headingsIn(
    req,
    work.flatMap(({ code, page }) =>
      page.entries.slice(0, shown).map(({ ref }) => ({ ref, locale: code })),
    ),
  )
  return (
    <div className="your-work">
      {work.map(({ code, page }) => {
        const language = languageInAdmin(code, i18n.language)
        return (
          <section key={code} className="your-work__language">
            <h2>{t('starfin:workflow:yourWork', { language })}</h2>
            <p>
              {page.total === 0
                ? t('starfin:translationStatus:nothingMissing', { language })
                : t('starfin:translationStatus:entriesMissing', { count: page.total, language })}
            </p>
            {page.total > 0 && (
              <ul className="your-work__entries">
                {page.entries.slice(0, shown).map(({ key, ref, title }) => (
                  <li key={key}>
                    <a
                      href={`${formatAdminURL({
                        adminRoute,
                        path:
                          'global' in ref
                            ? `/globals/${ref.global}`
                            : `/collections/${ref.collection}/${ref.id}`,
                      })}?locale=${code}`}
                    >
                      {headingIn(ref, code) ?? getTranslation(title, i18n)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <a
              className="your-work__all"
              href={`${formatAdminURL({ adminRoute, path: '/translations' })}?missing=${code}`}
            >
              {t('starfin:workflow:openYourWork', { language })}
            </a>
          </section>
        )
      })}
    </div>
  )
}
