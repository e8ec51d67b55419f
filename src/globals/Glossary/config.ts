import type { Field, GlobalConfig } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { contentWriters } from '@/access/contentWriters'
import { editorsField } from '@/access/editors'
import { label, type AdminMessages } from '@/labels'
import { localisedContent } from '@/content/registry'
import { adminLanguageOf, contentLocales, type ContentLocale } from '@/i18n/locales'
import en from '@/seed/content/glossary/en-US.json'
import hi from '@/seed/content/glossary/hi-IN.json'
import id from '@/seed/content/glossary/id-ID.json'
import ja from '@/seed/content/glossary/ja-JP.json'
import ko from '@/seed/content/glossary/ko-KR.json'
import pt from '@/seed/content/glossary/pt-BR.json'
import th from '@/seed/content/glossary/th-TH.json'
import vi from '@/seed/content/glossary/vi-VN.json'
import zhTw from '@/seed/content/glossary/zh-TW.json'
import zh from '@/seed/content/glossary/zh-CN.json'

import { glossaryTermKeys, type GlossaryTermKey } from './keys'

/** Each language's glossary as the seed writes it, for the concepts' names in the admin. */
const seedGlossaries: Record<ContentLocale, { terms: Record<string, { term: string }> }> = {
  'en-US': en,
  'id-ID': id,
  'hi-IN': hi,
  'ja-JP': ja,
  'ko-KR': ko,
  'pt-BR': pt,
  'th-TH': th,
  'zh-TW': zhTw,
  'vi-VN': vi,
  'zh-CN': zh,
}

/** A concept, named in each admin language by that language's own term for it. */
const termIn = (key: GlossaryTermKey) =>
  Object.fromEntries(
    contentLocales.map((locale) => [
      adminLanguageOf[locale],
      seedGlossaries[locale].terms[key]?.term ?? seedGlossaries['en-US'].terms[key].term,
    ]),
  )

const claim = (
  name: string,
  texts: (m: AdminMessages) => { label: string; help: string },
  required = true,
): Field => ({
  name,
  label: label((m) => texts(m).label),
  type: 'text',
  localized: true,
  required,
  admin: { description: label((m) => texts(m).help) },
})

/**
 * Each language's one wording per concept, beside the label sets: what translators and editors
 * write everywhere (the catalogue, the home page, labels, terms), and the variants they replace.
 * A reference for the content staff only; the site never shows it.
 */
const glossary: GlobalConfig<'glossary'> = {
  slug: 'glossary',
  label: label((m) => m.glossary.label),
  admin: {
    group: label((m) => m.groups.labelSets),
    description: label((m) => m.glossary.about),
  },
  access: { read: contentStaff, update: contentWriters },
  fields: [
    {
      name: 'naming',
      label: label((m) => m.glossary.naming),
      type: 'textarea',
      localized: true,
      admin: { description: label((m) => m.glossary.namingHelp) },
    },
    {
      name: 'terms',
      label: label((m) => m.glossary.terms),
      labels: { singular: label((m) => m.glossary.term), plural: label((m) => m.glossary.terms) },
      type: 'array',
      admin: {
        initCollapsed: false,
        components: { RowLabel: '/globals/Glossary/TermRowLabel#TermRowLabel' },
      },
      fields: [
        {
          name: 'key',
          label: label((m) => m.glossary.key),
          type: 'select',
          required: true,
          options: glossaryTermKeys.map((key) => ({ label: termIn(key), value: key })),
          access: { update: editorsField },
        },
        {
          name: 'term',
          label: label((m) => m.glossary.term),
          type: 'text',
          localized: true,
          required: true,
          admin: { description: label((m) => m.glossary.termHelp) },
        },
        {
          name: 'avoid',
          label: label((m) => m.glossary.avoid),
          type: 'textarea',
          localized: true,
          admin: { description: label((m) => m.glossary.avoidHelp) },
        },
        {
          name: 'note',
          label: label((m) => m.glossary.note),
          type: 'text',
          localized: true,
          admin: { description: label((m) => m.glossary.noteHelp) },
        },
      ],
    },
    {
      name: 'claims',
      label: label((m) => m.glossary.claims),
      type: 'group',
      admin: { description: label((m) => m.glossary.claimsHelp) },
      fields: [
        claim('games', ({ glossary: g }) => ({ label: g.claimGames, help: g.claimGamesHelp })),
        claim('founded', ({ glossary: g }) => ({
          label: g.claimFounded,
          help: g.claimFoundedHelp,
        })),
        claim('fishing', ({ glossary: g }) => ({
          label: g.claimFishing,
          help: g.claimFishingHelp,
        })),
        claim('engine', ({ glossary: g }) => ({ label: g.claimEngine, help: g.claimEngineHelp })),
        claim(
          'partnership',
          ({ glossary: g }) => ({ label: g.claimPartnership, help: g.claimPartnershipHelp }),
          false,
        ),
      ],
    },
  ],
}

/** Translated like the site's texts, but no page shows it: nothing to refresh or preview. */
export const Glossary = localisedContent(glossary, { tags: [] })
