/**
 * The publish and unpublish buttons and the status (with its "Revert to published") of every
 * document with drafts, as Payload's import map names them: publishing is for editors;
 * translators' work is saved as drafts.
 */
export const editorsPublishButtons = {
  PublishButton: '/admin/EditorsOnly#EditorsPublishButton',
  UnpublishButton: '/admin/EditorsOnly#EditorsUnpublishButton',
  Status: '/admin/EditorsOnly#EditorsStatus',
}
