/**
 * An inline script, first in <head>, so it is listening before any code chunk loads: a chunk that
 * fails to load (or an app that never starts) reloads the page once; a second failure within 10
 * seconds (recorded in sessionStorage) does not, so a broken deployment can never loop.
 */
import { chunkReloadWindowMs } from '@/lib/constants'

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
  // A chunk that failed before this script ran leaves the app unstarted (Next sets window.next).
  setTimeout(function(){ if(!window.next) onFailure({message:'ChunkLoadError: the app did not start'}) },1000);
});
})()`

export function ChunkReloadGuard() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
