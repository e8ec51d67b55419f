'use client'

import { ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui'
import { useMemo, type ReactNode } from 'react'

import { throwingRefusal } from './copyRefusal'

/** The admin's server functions, with a refused "Copy to locale" thrown for the drawer to show. */
export function CopyRefusalShown({ children }: { children: ReactNode }) {
  const serverFunctions = useServerFunctions()
  const value = useMemo(
    () => ({
      ...serverFunctions,
      copyDataFromLocale: throwingRefusal(serverFunctions.copyDataFromLocale),
    }),
    [serverFunctions],
  )
  return <ServerFunctionsContext.Provider value={value}>{children}</ServerFunctionsContext.Provider>
}
