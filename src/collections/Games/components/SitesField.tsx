import { SelectField } from '@payloadcms/ui'
import type { SelectFieldServerComponent } from 'payload'

import { adminT } from '@/admin/i18n/t'

import { languagesOfSites, languagesWithTexts } from '../fields/sites'

/** The site list, each site whose language still lacks the title or description marked so. */
export const SitesField: SelectFieldServerComponent = async ({
  clientField,
  data,
  id,
  path,
  permissions,
  readOnly,
  req,
  schemaPath,
}) => {
  const complete = await languagesWithTexts(req, id, data)
  const t = adminT(req.i18n.t)
  const options = clientField.options.map((option) =>
    typeof option === 'object' &&
    languagesOfSites([option.value]).some((locale) => !complete.has(locale))
      ? { ...option, label: `${String(option.label)} — ${t('starfin:games:siteIncomplete')}` }
      : option,
  )
  return (
    <SelectField
      field={{ ...clientField, options }}
      path={path}
      permissions={permissions}
      readOnly={readOnly}
      schemaPath={schemaPath}
    />
  )
}
