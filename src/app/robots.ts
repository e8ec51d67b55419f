import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/lib/site'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/', '/demo/'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
