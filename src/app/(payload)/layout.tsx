/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { lockingOnlyWhatItMayEdit } from '@/admin/formState'
import {
  adminServerFunctions,
  guardedRenderDocument,
  guardedRenderList,
  unknownServerFunction,
} from '@/admin/serverFunctions'
import { checkedTableState } from '@/admin/tableState'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = {
  children: React.ReactNode
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  const unknown = unknownServerFunction(args.name)
  if (unknown) return unknown
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: {
      ...adminServerFunctions,
      'form-state': lockingOnlyWhatItMayEdit,
      // Checked first, then Payload's own handler (not exported on its own).
      'render-list': guardedRenderList((checked) =>
        handleServerFunctions({ name: 'render-list', args: checked, config, importMap }),
      ),
      'table-state': checkedTableState,
      'render-document': guardedRenderDocument(
        (checked) =>
          handleServerFunctions({ name: 'render-document', args: checked, config, importMap }),
        { globals: true },
      ),
      'render-document-slots': guardedRenderDocument(
        (checked) =>
          handleServerFunctions({
            name: 'render-document-slots',
            args: checked,
            config,
            importMap,
          }),
        { globals: false },
      ),
    },
  })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
