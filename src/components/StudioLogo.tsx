/** The Starfin Games mark: a five-armed star-fin in the studio's gradient. */
export function StudioLogo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 64 64">
      <defs>
        <linearGradient id="starfin-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3d7f" />
          <stop offset="1" stopColor="#ffc83d" />
        </linearGradient>
      </defs>
      <path
        fill="url(#starfin-g)"
        d="M32 3c3 0 5 8 7 15 7-3 15-5 17-2s-5 9-10 14c5 6 11 12 9 15s-11 1-18-2c-1 8-2 16-5 16s-4-8-5-16c-7 3-16 5-18 2s4-9 9-15C13 25 6 19 8 16s10-1 17 2c2-7 4-15 7-15Z"
      />
      <circle cx="32" cy="32" r="7" fill="#0b0820" />
      <circle cx="34" cy="30" r="2.5" fill="#fff" />
    </svg>
  )
}
