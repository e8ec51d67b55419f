/**
 * Short items in a line, such as a game's platforms ("Windows · Mac · HTML5", "Windows・Mac"),
 * that wrap only between whole items, with the mark only between two items of one line: never at
 * the end of a line nor at its start (see `.inline-list` in the site's styles). A screen reader
 * reads a list, without the marks.
 */
export function InlineList({ items, mark }: { items: readonly string[]; mark: string }) {
  return (
    <div className="inline-list">
      <ul>
        {items.map((item) => (
          <li key={item}>
            <span className="inline-list__mark" aria-hidden="true">
              {mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
