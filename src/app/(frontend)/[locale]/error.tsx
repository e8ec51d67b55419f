'use client'

import { ErrorRecovery } from '@/components/ErrorRecovery'
import { useSiteLabels } from '@/components/SiteLabels'

export default function PageError() {
  const { error } = useSiteLabels()
  return (
    <main>
      <ErrorRecovery label={error.loading} />
    </main>
  )
}
