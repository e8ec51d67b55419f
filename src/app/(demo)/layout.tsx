import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { DemoDocument } from '@/demo/ui/DemoDocument'

import '@/demo/demo.css'

/** The built-in demo server: a document of its own, full screen, no site header. */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  icons: { icon: '/icon.svg' },
}

export const viewport: Viewport = {
  themeColor: '#05030f',
  colorScheme: 'dark',
  viewportFit: 'cover',
}

export default function DemoLayout({ children }: { children: ReactNode }) {
  return <DemoDocument>{children}</DemoDocument>
}
