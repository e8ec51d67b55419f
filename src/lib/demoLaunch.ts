export const defaultLaunchUrlTemplate =
  '/demo/{gameId}?lang={lang}&account={account}&currency={currency}&lobby={lobbyUrl}'
