import { existsSync, readdirSync } from 'node:fs'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { deviceSizes, imageSizes } from './src/lib/images'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** The folder `scripts/fonts.ts` wrote the fonts to, named by a hash of their contents. */
const fontsVersion = existsSync('public/fonts') ? readdirSync('public/fonts')[0] : undefined

const nextConfig: NextConfig = {
  // The Docker image serves the standalone build, `npm start` the build in place (both by scripts/serve.ts).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // The production server (scripts/serve.ts) compresses, with brotli where the browser takes it.
  compress: false,
  env: { FONTS_PATH: fontsVersion ? `/fonts/${fontsVersion}` : '/fonts' },
  async headers() {
    // A new font or stylesheet comes under a new folder name, so browsers may keep these for good.
    return [{ source: '/fonts/:version/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }]
  },
  // `npm test` type-checks the whole project once (tsc); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
    // The game cards build their own srcset from the same widths (src/lib/images.ts).
    deviceSizes,
    imageSizes,
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
        const hasClientHints = rule.headers.some(({ key }) => /^(accept-ch|critical-ch|vary)$/i.test(key))
        return hasClientHints && rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule
      })
    },
  }
}

export default withClientHintsOnlyInAdmin(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
