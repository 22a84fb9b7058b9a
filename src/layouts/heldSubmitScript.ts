// The shell's one inline script. First, a pre-rendered form sent before the page's script takes it over (a press or Enter
// while the island loads) is held instead of being sent by the browser, and SubmitForm sends it again once the form is
// live. Kept as text so the build can list its hash in the page's CSP (astro.config.mjs).
export const heldSubmitScript =
  "addEventListener('submit',function(e){var f=e.target;if(f instanceof HTMLFormElement&&!('live' in f.dataset)){e.preventDefault();window.portalHeldSubmit=f}},true);";

/**
 * SPEC 2: "scroll position is restored" on Back, Forward and reload. The browser's own restoration runs before the
 * screen has its content (the shell holds placeholders while its calls answer) and lands short, so the shell keeps each
 * page's position in sessionStorage as it is left and puts it back once the screen is ready. A page the browser keeps
 * whole (back/forward cache) keeps its own position; no `unload` handler stands in the way of that cache.
 */
export const scrollRestoreScript =
  "(function(){try{var s=sessionStorage,k='portal-scroll:'+location.pathname+location.search;history.scrollRestoration='manual';" +
  "addEventListener('pagehide',function(){s.setItem(k,String(scrollY))});var n=performance.getEntriesByType('navigation')[0],y=+s.getItem(k);" +
  "if(!n||n.type==='navigate'||!(y>0))return;var o=new MutationObserver(go),t=setTimeout(go,5000);" +
  'function go(m){if(m&&!document.querySelector(\'.screen[data-ready="true"]\'))return;o.disconnect();clearTimeout(t);requestAnimationFrame(function(){scrollTo(0,y)})}' +
  "o.observe(document.documentElement,{subtree:true,attributes:true,attributeFilter:['data-ready']})}catch(e){}})();";

/**
 * SPEC 7: "A script API supplies a token for the vendor 'VAAP'". The issuer's risk vendor (its script arrives with the
 * region's tag script) calls `portalRisk.setToken('VAAP', token)`; the sign-in sends the latest token as `vba_token`
 * with the password grant (src/state/signIn/signIn.ts). Another vendor, or a token that is not printable ASCII of at
 * most 4096 characters, is ignored. Defined in the shell, so it is there before any vendor script runs.
 */
export const riskTokenScript =
  "window.portalRisk=(function(){var t={};return{tokens:t,setToken:function(v,k){if(v==='VAAP'&&typeof k==='string'&&/^[\\x21-\\x7e]{1,4096}$/.test(k))t[v]=k}}})();";

/** The shell's inline script as the page carries it; its hash is in the page's CSP. */
export const shellScript = heldSubmitScript + scrollRestoreScript + riskTokenScript;
