/** The placeholders a launch-URL template may use (Site settings › Free trial launch). */
export type LaunchValues = {
  gameId: string
  lang: string
  account: string
  currency: string
  lobbyUrl: string
}

/**
 * Fills the placeholders it has values for, URL-encoded; others stay for a later fill (the
 * account is only known in the browser).
 */
export function fillLaunchUrl(template: string, values: Partial<LaunchValues>): string {
  return template.replace(
    /\{(gameId|lang|account|currency|lobbyUrl)\}/g,
    (placeholder, key: keyof LaunchValues) =>
      values[key] === undefined ? placeholder : encodeURIComponent(values[key]),
  )
}
