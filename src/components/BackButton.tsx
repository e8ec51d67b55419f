'use client'

/** Back to the previous page of this site, or to the game list when the visitor came from elsewhere. */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  return (
    <a
      href={fallback}
      className="button button--ghost"
      onClick={(event) => {
        const cameFromHere =
          document.referrer && new URL(document.referrer).origin === window.location.origin
        if (cameFromHere && window.history.length > 1) {
          event.preventDefault()
          window.history.back()
        }
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M10.8 5.3 4.1 12l6.7 6.7 1.4-1.4L7.9 13H20v-2H7.9l4.3-4.3-1.4-1.4Z"
        />
      </svg>
      {label}
    </a>
  )
}
