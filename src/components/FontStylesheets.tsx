import { fontStylesheet, isLargeFontSet, preloadedFontFiles, type FontSet } from '@/i18n/fonts'

/**
 * The font sheets of a document (the site's and the demo server's), for the Latin set and the
 * site's own script: a small sheet blocks render as usual, with the files every page draws with
 * preloaded (`preloadedFontFiles`); a large (CJK) sheet applies after the first paint.
 */
export function FontStylesheets({ scriptFont }: { scriptFont?: FontSet }) {
  return (
    <>
      <link rel="stylesheet" href={fontStylesheet('latin')} />
      {scriptFont && !isLargeFontSet(scriptFont) && (
        <link rel="stylesheet" href={fontStylesheet(scriptFont)} />
      )}
      {[
        ...(preloadedFontFiles.latin ?? []),
        ...((scriptFont && preloadedFontFiles[scriptFont]) || []),
      ].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
      ))}
      {scriptFont && isLargeFontSet(scriptFont) && (
        <LateStylesheet href={fontStylesheet(scriptFont)} />
      )}
    </>
  )
}

/**
 * A style sheet fetched and applied after the page has loaded and painted, by a small inline
 * script: a CJK font sheet lists hundreds of unicode-range pieces, which must never hold up the
 * first text. Not preloaded either: its 30 KB, at the highest priority, would compete with the
 * first picture. It applies two frames after load, even when the page loaded before it painted.
 */
function LateStylesheet({ href }: { href: string }) {
  const script = `addEventListener('load',function(){requestAnimationFrame(function(){requestAnimationFrame(function(){
var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.appendChild(l);
})})})`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
