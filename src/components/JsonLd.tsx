import { jsonLdScript } from '@/components/structuredData'

/** A page's schema.org description for search engines. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  )
}
