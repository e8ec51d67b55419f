/** Cover art for the game catalogue (see cover.ts) and its share images (share.ts). */
export {
  encodeCover,
  renderCover,
  renderCoverSvg,
  COVER_WIDTH,
  COVER_HEIGHT,
  type CoverInput,
} from './cover'
export { coverLocalesFor, coverInputFor, coverFileName, type CoverGame } from './game'
export { motifNames } from './motifs'
export {
  renderShare,
  renderShareSvg,
  SHARE_WIDTH,
  SHARE_HEIGHT,
  SHARE_MARGIN,
  type ShareInput,
} from './share'
