/**
 * Short items in a line, such as a game's platforms ("Windows · Mac · HTML5", "Windows、Mac"),
 * that wrap only between whole items (or, with `wrap`, inside an item too long for a line: a game's
 * type, "Slot · 6 reels · up to 32,400 ways"). A Latin mark (·) shows only between two items of one line:
 * never at the end of a line nor at its start (see `.inline-list` in the site's styles). A Chinese
 * or Japanese enumeration mark (、・) stays at the end of a line, as those scripts set it: it may
 * not start one, and a list that wrapped without it read as a slip (round 25b, /cn and /hk). A list
 * of names (`trailing`: a game's platforms) keeps its mark at a line's end in every script: a Korean
 * reader read "iOS" over "웹(HTML5)" as one platform (round 39). A screen reader reads a list,
 * without the marks.
 */
export function InlineList({
  items,
  mark,
  wrap = false,
  trailing = false,
  render = (item) => item,
}: {
  items: readonly string[]
  mark: string
  /** Items may be longer than a phone's line (a game's type) and wrap inside themselves. */
  wrap?: boolean
  /** Names, whose mark ends a line the list wraps at (the platforms), not facets of one thing. */
  trailing?: boolean
  render?: (item: string) => React.ReactNode
}) {
  const after = trailing || /^[、，・]$/u.test(mark)
  return (
    <div
      className={`inline-list${after ? ' inline-list--after' : ''}${wrap ? ' inline-list--wrap' : ''}`}
    >
      <ul>
        {items.map((item, i) => (
          <li key={item}>
            {!after && (
              <span className="inline-list__mark" aria-hidden="true">
                {mark}
              </span>
            )}
            {render(item)}
            {after && i < items.length - 1 && (
              <span className="inline-list__mark" aria-hidden="true">
                {mark}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
