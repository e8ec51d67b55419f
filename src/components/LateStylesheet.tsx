/**
 * A style sheet fetched and applied after the page has loaded and painted, by a small inline
 * script: a CJK font sheet lists hundreds of unicode-range pieces, which must never hold up the
 * first text. Not preloaded either: its 30 KB, at the highest priority, would compete with the
 * first picture. It applies two frames after load, even when the page loaded before it painted.
 */
export function LateStylesheet({ href }: { href: string }) {
  const script = `addEventListener('load',function(){requestAnimationFrame(function(){requestAnimationFrame(function(){
var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.appendChild(l);
})})})`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
