import type { SelectFieldServerComponent } from 'payload'

import { sites } from '@/i18n/locales'

import { languagesOfSites, languagesWithTexts } from '../fields/sites'
import { SitesSelect } from './SitesSelect'

/** The site list, with the languages in which the game's title and description are written. */
export const SitesField: SelectFieldServerComponent = async ({
  clientField,
  data,
  id,
  path,
  permissions,
  readOnly,
  req,
  schemaPath,
}) => (
  <SitesSelect
    field={clientField}
    languagesWithTexts={[...(await languagesWithTexts(req, id, data))]}
    siteLanguages={Object.fromEntries(
      sites.map(({ prefix }) => [prefix, languagesOfSites([prefix])]),
    )}
    path={path}
    permissions={permissions}
    readOnly={readOnly}
    schemaPath={schemaPath}
  />
)
