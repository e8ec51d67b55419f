/**
 * The admin's labels of the translators' workflow (the English under each field, freshness,
 * review), as Payload's i18n keys `translationWorkflow:…`. English here; the admin's other
 * languages are added beside it, key for key.
 */
export const workflowLabels = {
  en: {
    translationWorkflow: {
      english: 'English',
      needsUpdate: 'Needs update',
      englishChanged: 'The English has changed since this was translated. It was:',
      stillCorrect: 'Still correct',
      stillCorrectHelp: 'The translation fits the new English as it is: clear the mark.',
      note: 'Translator’s note',
      markReady: 'Mark {{language}} ready for review',
      readyForReview: '{{language}} is ready for review',
      withdraw: 'Withdraw',
      waitingForReview: 'Waiting for review:',
      readyFrom: '{{language}} (from {{name}})',
      draftsOnly: 'You save drafts; an editor reviews and publishes them.',
      translations: 'Translations',
      completeEverywhere: 'Complete and up to date in all ten languages.',
      stillMissing: 'Still missing text in:',
      needsUpdateIn: 'Needs update in:',
      textCount: '{{count}} texts',
      statusOfAll: 'Translation status of all entries',
    },
  },
}

type Labels = typeof workflowLabels.en
export type WorkflowLabelKey = `translationWorkflow:${keyof Labels['translationWorkflow']}`
export type WorkflowLabels = Labels
