import { gameArtOf } from '../../art/gameArt'
import { demoPropsOf, type DemoPageProps } from '../demoProps'
import { TaiXiuGame } from './TaiXiuGame'

/** The dice demo: Tài Xỉu (big/small), whose odds are the game's rules themselves. */
export function DiceDemo(page: DemoPageProps) {
  return <TaiXiuGame {...demoPropsOf(page, gameArtOf(page.game))} />
}
