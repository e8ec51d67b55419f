import english from '@/seed/content/labels/en-US.json'

/**
 * The keys of the label sets, with their English texts. The English label file of the demo
 * content is the one list of keys: the CMS fields, the pages' types and the content check
 * all derive from it.
 */
export const labelDefaults = english

export type Labels = typeof english
export type LabelGroup = keyof Labels
