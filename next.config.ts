import { existsSync, readdirSync } from 'node:fs'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { adminDateKeys } from './src/labels/adminDates'
import { immutableCacheControl } from './src/lib/constants'
import { env } from './src/lib/env'
import { parseFrameAncestors, securityHeaders, type ResponseKind } from './src/security/headers'
import { deviceSizes, imageSizes } from './src/lib/images'

const withNextIntl = createNextIntlPlugin('./src/data/requestMessages.ts')

/** The folder `scripts/fonts.ts` wrote the fonts to, named by a hash of their contents. */
const fontsVersion = existsSync('public/fonts') ? readdirSync('public/fonts')[0] : undefined

const nextConfig: NextConfig = {
  // The Docker image serves the standalone build, `npm start` the build in place (both by src/server/serve.ts).
  output: env().NEXT_OUTPUT,
  poweredByHeader: false,
  // A fleet's rolling deploy serves two builds for a while: with an id per build (e.g. the git
  // commit), a page of one build asking an instance of the other for its chunks or data is sent
  // a full reload instead of a broken navigation. All instances of one build share it.
  deploymentId: env().NEXT_DEPLOYMENT_ID,
  // The production server (src/server/serve.ts) compresses, with brotli where the browser takes it.
  compress: false,
  env: { FONTS_PATH: fontsVersion ? `/fonts/${fontsVersion}` : '/fonts' },
  async headers() {
    // A new font or stylesheet comes under a new folder name, so browsers may keep these for good.
    const rules = [
      {
        source: '/fonts/:version/:path*',
        headers: [{ key: 'Cache-Control', value: immutableCacheControl }],
      },
    ]
    // The production server sets the security headers at run time (src/server/serve.ts); `next dev`
    // gets the same ones here, with what development needs (eval, its changing inline scripts).
    if (process.env.NODE_ENV !== 'development') return rules
    const demoFrameAncestors = parseFrameAncestors(env().DEMO_FRAME_ANCESTORS)
    const development = (source: string, kind: ResponseKind) => ({
      source,
      headers: Object.entries(securityHeaders({ kind, development: true, demoFrameAncestors })).map(
        ([key, value]) => ({ key, value }),
      ),
    })
    return [
      ...rules,
      development('/:path((?!admin|api|demo/).*)', 'site'),
      development('/demo/:path*', 'demo'),
      development('/admin/:path*', 'admin'),
      development('/api/:path*', 'api'),
    ]
  },
  // `npm test` type-checks the whole project once (tsc); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The cover art's title lettering (src/art, drawn on demand at /cover/… and /share/…) loads HarfBuzz's
  // WebAssembly from beside its own module. The metrics and the tracing SDK (src/observe) are
  // loaded from node_modules as the production server loads them: one copy per process, and the
  // instrumentations patch the modules Node itself loads (`pg`, and `redis` for the rate limits).
  serverExternalPackages: [
    'harfbuzzjs',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-redis',
    'redis',
  ],
  // …and the fonts it draws with, read from the files (src/art/text/fonts.ts).
  outputFileTracingIncludes: Object.fromEntries(
    ['/cover/[file]', '/share/[file]'].map((route) => [
      route,
      [
        './node_modules/@fontsource/noto-sans*/unicode.json',
        './node_modules/@fontsource/noto-sans*/files/*-900-normal.woff',
      ],
    ]),
  ),
  images: {
    // Uploaded media, and the covers the studio draws for games without one (data/generatedCover).
    // A drawn cover's address names all it is drawn from, so it takes no query. An uploaded file
    // takes its signed version (`?v=…`), which the server checks before Next (src/server/
    // generatedAddresses.ts): `search` matches one exact query only.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/cover/**', search: '' }],
    // The optimized copies on disk, least recently used out first (Next's default is half the
    // free disk): 512 MB holds some 30,000 of them, every width of every cover.
    maximumDiskCacheSize: 512 * 1024 * 1024,
    // WebP only: an AVIF took 5–10 times the CPU of a WebP (1–5 s a first-time picture on two
    // cores) for a fifth fewer bytes, and a stranger asking for new AVIFs delayed every other
    // visitor's new pictures by seconds (round 46, F1).
    formats: ['image/webp'],
    // The game cards build their own srcset from the same widths (src/lib/images.ts).
    deviceSizes,
    imageSizes,
  },
  // The admin's dates where date-fns writes a language otherwise than its readers do
  // (src/labels/adminDates.ts): each key an admin language asks for instead of its own.
  turbopack: {
    resolveAlias: Object.fromEntries(
      adminDateKeys.map((key) => [`date-fns/locale/${key}`, './src/labels/adminDates.ts']),
    ),
  },
  experimental: {
    // Payload's admin posts uploads through server functions.
    serverActions: { bodySizeLimit: '10mb' },
    // Writing Turbopack's cache costs a minute and a half per build and CI always builds fresh.
    turbopackFileSystemCacheForBuild: false,
  },
}

/**
 * `withPayload` adds `Accept-CH`/`Critical-CH` to every route; Chromium restarts the first
 * navigation of a page that sends `Critical-CH`. Only the admin needs them.
 */
async function withClientHintsOnlyInAdmin(config: NextConfig): Promise<NextConfig> {
  const headers = config.headers
  return {
    ...config,
    async headers() {
      const rules = headers ? await headers() : []
      return rules.map((rule) => {
        const hasClientHints = rule.headers.some(({ key }) =>
          /^(accept-ch|critical-ch|vary)$/i.test(key),
        )
        return hasClientHints && rule.source === '/:path*'
          ? { ...rule, source: '/admin/:path*' }
          : rule
      })
    },
  }
}

export default withClientHintsOnlyInAdmin(
  withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
)
