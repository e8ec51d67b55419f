'use client'

import { ErrorRecovery } from '@/components/ErrorRecovery'

/** An error in a site's layout itself: the same recovery, in a bare page of its own. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{ background: '#0b0820', minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      >
        <ErrorRecovery />
      </body>
    </html>
  )
}
