/**
 * Short items in a line, such as a game's platforms ("Windows · Mac · HTML5", "Windows、Mac"),
 * that wrap only between whole items. A Latin mark (·) shows only between two items of one line:
 * never at the end of a line nor at its start (see `.inline-list` in the site's styles). A Chinese
 * or Japanese enumeration mark (、・) stays at the end of a line, as those scripts set it: it may
 * not start one, and a list that wrapped without it read as a slip (round 25b, /cn and /hk). A
 * screen reader reads a list, without the marks.
 */
export function InlineList({ items, mark }: { items: readonly string[]; mark: string }) {
  const after = /^[、，・]$/u.test(mark)
  return (
    <div className={`inline-list${after ? ' inline-list--after' : ''}`}>
      <ul>
        {items.map((item, i) => (
          <li key={item}>
            {!after && (
              <span className="inline-list__mark" aria-hidden="true">
                {mark}
              </span>
            )}
            {item}
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
