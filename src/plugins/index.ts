import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { translationWorkflow } from '@/translation/plugin'

export const plugins: Plugin[] = [
  // The English under every translated field, freshness of translations, ready for review.
  translationWorkflow,
  // Media on S3-compatible storage when S3_BUCKET is set (a fleet shares one bucket); otherwise in
  // the local media/ folder. Files are still served by Payload under /api/media/file/…, so
  // pages and Next's image optimizer use the same URLs either way.
  // The storage plugin's own fields are in the schema either way (alwaysInsertFields), so the
  // same migrations serve both.
  s3Storage({
    enabled: Boolean(process.env.S3_BUCKET),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: process.env.S3_BUCKET ?? '',
    config: {
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || 'us-east-1',
      forcePathStyle: Boolean(process.env.S3_ENDPOINT),
      credentials: process.env.S3_ACCESS_KEY_ID
        ? {
            accessKeyId: process.env.S3_ACCESS_KEY_ID,
            secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
      // Checksums only where S3 requires them: other S3-compatible stores reject the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }),
]
