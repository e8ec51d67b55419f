/**
 * An inline script, first in <head>, so it is listening before any code chunk loads: a chunk that
 * fails to load (or an app that never starts) reloads the page once; a second failure within 10
 * seconds (recorded in sessionStorage) does not, so a broken deployment can never loop.
 */
import { chunkReloadWindowMs } from '@/lib/constants'

/**
 * Sent on every page, in its HTML and again in its flight data: written here one statement a line
 * for reading, sent on one line. On `load`, an app that has not started (Next sets `window.next`)
 * counts as a failed chunk: one that failed before this script ran.
 */
const script = `(function(){
var KEY='chunk-reload-at',WINDOW=${chunkReloadWindowMs};
function isChunkFailure(e){
  var t=e&&e.target;
  if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src||''))return true;
  var m=String((e&&(e.message||(e.reason&&(e.reason.message||e.reason))))||'');
  return /ChunkLoadError|Loading chunk|Loading CSS chunk|dynamically imported module|Importing a module script failed/i.test(m);
}
function onFailure(e){
  if(!isChunkFailure(e))return;
  var last=0;try{last=Number(sessionStorage.getItem(KEY))||0}catch(_){}
  if(Date.now()-last<WINDOW)return;
  try{sessionStorage.setItem(KEY,String(Date.now()))}catch(_){return}
  location.reload();
}
addEventListener('error',onFailure,true);
addEventListener('unhandledrejection',onFailure);
addEventListener('load',function(){
  setTimeout(function(){if(!window.next)onFailure({message:'ChunkLoadError: the app did not start'})},1000);
});
})()`.replace(/\n\s*/g, '')

export function ChunkReloadGuard() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
