/** Paths of the admin's custom components, as Payload's import map names them. */
export const editorsPublishButton = '/admin/EditorsOnly#EditorsPublishButton'
export const editorsUnpublishButton = '/admin/EditorsOnly#EditorsUnpublishButton'
