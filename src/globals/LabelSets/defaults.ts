import english from '@/seed/content/labels/en-US.json'

/**
 * The keys of the label sets, with their English texts. The English label file of the demo
 * content is the one list of keys: the CMS fields, the pages' types and the content check
 * all derive from it. The demo's buy button text is added here until the label files carry it.
 */
export const labelDefaults = { ...english, demo: { ...english.demo, buyFreeSpins: 'Buy free spins' } }

export type Labels = typeof labelDefaults
export type LabelGroup = keyof Labels
