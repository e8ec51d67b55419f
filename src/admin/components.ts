/**
 * The publish, unpublish and revert-to-published controls of every document with drafts, as
 * Payload's import map names them: hidden from translators, whose work is saved as drafts.
 */
export const editorsPublishButtons = {
  PublishButton: '/admin/EditorsOnly#EditorsPublishButton',
  UnpublishButton: '/admin/EditorsOnly#EditorsUnpublishButton',
  Status: '/admin/EditorsOnly#EditorsStatus',
}
