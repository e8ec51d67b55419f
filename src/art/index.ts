/** Cover art for the game catalogue; see cover.ts. */
export { renderCover, renderCoverSvg, COVER_WIDTH, COVER_HEIGHT, type CoverInput, type GameKind } from './cover'
export { coverLocalesFor, coverInputFor, coverFileName, type CoverGame } from './game'
export { motifNames } from './motifs'
