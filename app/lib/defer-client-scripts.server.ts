import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * React Router puts modulepreload links in <head> and a module script at the end of <body>, so a
 * phone starts downloading ~200 KB of JavaScript while it is still painting the page. Rewriting
 * them into inert markup and loading them after the first paint keeps the first view on the
 * critical path alone. The elements stay where React expects them, so hydration still matches.
 */
const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";
const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

// First it tells zod not to compile parsers with eval (the Content-Security-Policy forbids it, and zod
// tries it when a route module builds an object schema): React Router's module script evaluates the
// route modules before the client entry, so this is the one place that runs before any of them.
// Runs once the parser reaches the end of <body>; after the next frame has painted (or at the
// visitor's first touch, key or focus, if that comes sooner) it restores the preloads and runs
// React Router's module script, which imports the client entry. Until React owns a form, a submit of
// a form with no action (the JSON forms) is held back: the browser would otherwise load the page
// again and lose what the visitor typed.
export const DEFERRED_SCRIPTS_LOADER = `<script>(function(){(globalThis.__zod_globalConfig=globalThis.__zod_globalConfig||{}).jitless=true;var started=false,cues=["pointerdown","keydown","focusin","touchstart"];function go(){if(started)return;started=true;cues.forEach(function(c){removeEventListener(c,go,true)});document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.textContent=s.textContent;document.head.appendChild(m)})}cues.forEach(function(c){addEventListener(c,go,{capture:true,passive:true})});addEventListener("submit",function(e){var f=e.target;if(f&&f.tagName==="FORM"&&!f.hasAttribute("action")&&!Object.keys(f).some(function(k){return k.indexOf("__reactFiber")===0}))e.preventDefault()},true);if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script type="module"( async="")?>/g;

/** Rewrites one complete piece of HTML. */
export function deferClientScripts(html: string): string {
  return html
    .replace(PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `<script type="${DEFERRED_MODULE_TYPE}">`)
    .replace("</body>", `${DEFERRED_SCRIPTS_LOADER}</body>`);
}

/**
 * The streaming form: a tag may be split across chunks, so anything after the last '<' that has
 * no closing '>' yet is held back until the next chunk (or the end).
 */
export function createDeferClientScriptsTransform(): Transform {
  let carry = "";
  // A multi-byte character can also be split across chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const lastOpen = text.lastIndexOf("<");
      const split = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      carry = text.slice(split);
      const ready = text.slice(0, split);
      callback(null, ready ? deferClientScripts(ready) : undefined);
    },
    flush(callback) {
      const rest = carry + decoder.end();
      callback(null, rest ? deferClientScripts(rest) : undefined);
    },
  });
}
