import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { localisedContentPlugin } from '@/content/plugin'
import { labelsInAdminLanguage } from '@/labels/plugin'
import { docAccessOfReadableOnly } from '@/hooks/docAccess'
import { storageFieldsOutOfLists } from '@/hooks/storageFields'
import { locksNameTheirAuthor } from '@/hooks/ownLocks'
import { locksOutliveAutosaves } from '@/hooks/locksOutliveAutosaves'
import { restoredDraftsStayDrafts } from '@/hooks/restoredDraftsStayDrafts'
import { jobsRemovedOnlyByEditors } from '@/hooks/jobRemoval'
import { listPreferencesUsable } from '@/hooks/listPreferences'
import { preferencesWithinCeiling } from '@/hooks/preferenceSize'
import { queryRulesOnEveryEntry } from '@/hooks/queryRules'
import { translatorsKeepTheirLanguage } from '@/hooks/translatorsOwnLanguage'
import { translatorsWriteTexts } from '@/hooks/translatorsWriteTexts'
import { writesWithoutFallback } from '@/hooks/writesWithoutFallback'
import { writesBringDocuments } from '@/hooks/documentWrites'
import { datesAreTheServers } from '@/hooks/serverDates'
import { plainTextsAreStrings } from '@/hooks/plainTexts'
import { translationWorkflow } from '@/translation/plugin'
import { env } from '@/lib/env'

import { autosaveDraftsAreValidated } from './draftRules'
import { savesBeforeLeaving } from './savesBeforeLeaving'
import { versionDiffsAsTheFormShows } from './versionDiffs'

const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env()

export const plugins: Plugin[] = [
  // First, on the config as written: a collection that autosaves drafts validates them.
  autosaveDraftsAreValidated,
  // Each registered collection and global of localised content (src/content/registry.ts): its
  // visitor limits, the refresh of its pages when published, its preview.
  localisedContentPlugin,
  // The English under every translated field, freshness of translations, ready for review.
  translationWorkflow,
  // Translators change only their languages' texts, as drafts, on every collection and global.
  translatorsWriteTexts,
  // A write over HTTP brings its document (a file alone only to a collection of uploads).
  writesBringDocuments,
  // When a document was made is the server's record: a write over HTTP never sets it.
  datesAreTheServers,
  // Every plain text is a string of bounded length, drafts too.
  plainTextsAreStrings,
  // Filters, sorts and selects Payload's database adapter cannot run are a 400 on its own
  // collections and on the globals' versions too.
  queryRulesOnEveryEntry,
  // What an account may do with a document is told only of a document it may read.
  docAccessOfReadableOnly,
  // A document lock names only the account that makes it.
  locksNameTheirAuthor,
  // Someone typing in an entry that autosaves keeps its lock ("… is editing") across the autosaves.
  locksOutliveAutosaves,
  // What was just typed is saved before the form goes away (a language switch, a link, a reload).
  savesBeforeLeaving,
  // Restoring an earlier draft makes it the newest draft, never what visitors read (REST and GraphQL).
  restoredDraftsStayDrafts,
  // A job is removed only by an editor (the admin's cancel of a scheduled publish).
  jobsRemovedOnlyByEditors,
  // An admin preference is at most 64 KB, through every route that writes one.
  preferencesWithinCeiling,
  // A list's saved page size and sort are ones the admin's list can use.
  listPreferencesUsable,
  // A translator's admin opens pages in one of their languages, whatever they looked at last.
  translatorsKeepTheirLanguage,
  // Media on S3-compatible storage when S3_BUCKET is set (a fleet shares one bucket); otherwise in
  // the local media/ folder. Files are still served by Payload under /api/media/file/…, so
  // pages and Next's image optimizer use the same URLs either way.
  // The storage plugin's own fields are in the schema either way (alwaysInsertFields), so the
  // same migrations serve both.
  s3Storage({
    enabled: Boolean(S3_BUCKET),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: S3_BUCKET ?? '',
    config: {
      endpoint: S3_ENDPOINT,
      region: S3_REGION,
      forcePathStyle: Boolean(S3_ENDPOINT),
      credentials: S3_ACCESS_KEY_ID
        ? {
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
      // Checksums only where S3 requires them: other S3-compatible stores reject the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }),
  // The storage plugin's bookkeeping fields (the object's key) are no column of the media list.
  storageFieldsOutOfLists,
  // A version's page compares the fields as the form shows them (its conditions, whole values).
  versionDiffsAsTheFormShows,
  // Last, so it sees every field the others add: each label in the admin's language, as Payload
  // resolves a label function (never "[object Object]" in its own words).
  labelsInAdminLanguage,
  // After every other plugin's hooks, whose lookups reset a request's fallback to English.
  writesWithoutFallback,
]
