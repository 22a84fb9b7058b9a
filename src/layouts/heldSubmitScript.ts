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

/**
 * SPEC 7 "On promotions hosts: GET {locale}/account/configurations/promotions-{locale}.json": on one of the
 * deployment's promotions hosts (their names are written into the script; a '-shdw' host counts as its host) the shell
 * asks for its site's campaign as the page starts, and puts it before <main> as a labelled <aside>: title, sentence,
 * the dates as one range the page's language writes, the terms link (https only). Text only, never markup; a missing or
 * malformed file (the edge checks it against src/site/promotion.ts) shows nothing. In the shell, so other hosts carry
 * a few bytes of HTML and no script request, and the campaign's request starts before any island loads.
 */
export function promotionScript(promotionsHosts: readonly string[]): string {
  if (promotionsHosts.length === 0) return '';
  return (
    `(function(){var d=document,n=location.hostname.replace(/-shdw(?=$|\\.)/g,''),l=location.pathname.split('/')[1]||'';` +
    `if(${JSON.stringify(promotionsHosts)}.indexOf(n)<0||!/^[a-z]{2}_[a-z]{2}$/.test(l))return;` +
    "fetch('/'+l+'/account/configurations/promotions-'+l+'.json',{headers:{Accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(p){" +
    "function s(v,m){return typeof v==='string'&&v.trim()!==''&&v.length<=m}if(!p||!s(p.title,120))return;" +
    "var a=d.createElement('aside'),D=/^\\d{4}-\\d{2}-\\d{2}$/,u=p.terms&&p.terms.url;a.id='promotion';a.className='promotion';a.setAttribute('aria-labelledby','promotion-title');" +
    "function t(c,x){var e=d.createElement('p');e.className=c;e.textContent=x;a.appendChild(e);return e}t('promotion-title',p.title).id='promotion-title';" +
    "if(s(p.description,500))t('promotion-description',p.description);" +
    "if(D.test(p.startsOn)&&D.test(p.endsOn))try{t('promotion-period',new Intl.DateTimeFormat(d.documentElement.lang,{dateStyle:'medium',timeZone:'UTC'}).formatRange(new Date(p.startsOn+'T00:00:00Z'),new Date(p.endsOn+'T00:00:00Z')))}catch(e){}" +
    "if(s(p.terms&&p.terms.label,80)&&typeof u==='string'&&/^https:\\/\\//.test(u)){var k=d.createElement('a');k.href=u;k.textContent=p.terms.label;a.appendChild(k)}" +
    "function put(){var m=d.querySelector('main');if(m&&m.parentNode&&!d.getElementById('promotion'))m.parentNode.insertBefore(a,m)}" +
    "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',put):put()}).catch(function(){})})();"
  );
}

/** The shell's inline script as the page carries it, for the deployment's promotions hosts; its hash is in the page's CSP. */
export function shellScriptFor(promotionsHosts: readonly string[]): string {
  return heldSubmitScript + scrollRestoreScript + riskTokenScript + promotionScript(promotionsHosts);
}
