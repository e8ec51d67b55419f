'use client'

import { useTranslations } from 'next-intl'

import { ErrorRecovery } from '@/components/ErrorRecovery'

export default function PageError() {
  const t = useTranslations('error')
  return (
    <main>
      <ErrorRecovery label={t('loading')} />
    </main>
  )
}
