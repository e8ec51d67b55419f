import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/NotFoundMessage'

/** A detail path that is not a game of this site: the original's route-validation message. */
export default async function GameNotFound() {
  const t = await getTranslations('notFound')
  return <NotFoundMessage title={t('title')} messageKey="invalidRoute" backHome={t('backHome')} />
}
