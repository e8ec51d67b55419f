/**
 * The publish and unpublish buttons of every document with drafts, as Payload's import map names
 * them: hidden from translators, whose work is saved as drafts.
 */
export const editorsPublishButtons = {
  PublishButton: '/admin/EditorsOnly#EditorsPublishButton',
  UnpublishButton: '/admin/EditorsOnly#EditorsUnpublishButton',
}
