/**
 * Short items in a line, such as a game's platforms ("Windows · Mac · HTML5", "Windows・Mac"),
 * that wrap only between whole items, each line but the last ending with the mark: see
 * `.inline-list` in the site's styles. A screen reader reads a list, without the marks.
 */
export function InlineList({ items, mark }: { items: readonly string[]; mark: string }) {
  return (
    <div className="inline-list">
      <ul>
        {items.map((item, index) => (
          <li key={item}>
            {item}
            {index < items.length - 1 && (
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
