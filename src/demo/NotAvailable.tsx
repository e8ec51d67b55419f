import styles from './NotAvailable.module.css'

/** What the demo server shows for a game it cannot play here: a friendly word and the way back. */
export function NotAvailable({
  message,
  back,
  lobby,
  title,
}: {
  message: string
  back: string
  lobby: string
  title?: string
}) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
          <rect x="6" y="14" width="52" height="36" rx="10" />
          <circle cx="22" cy="32" r="5" />
          <path d="M38 28h10M43 23v10" />
        </svg>
        {title && <h1>{title}</h1>}
        <p>{message}</p>
        <a href={lobby} target="_top">
          {back}
        </a>
      </div>
    </main>
  )
}
