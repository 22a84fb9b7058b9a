// The shell's one inline script: a pre-rendered form sent before the page's script takes it over (a press or Enter
// while the island loads) is held instead of being sent by the browser, and SubmitForm sends it again once the form is
// live. Kept as text so the build can list its hash in the page's CSP (astro.config.mjs).
export const heldSubmitScript =
  "addEventListener('submit',function(e){var f=e.target;if(f instanceof HTMLFormElement&&!('live' in f.dataset)){e.preventDefault();window.portalHeldSubmit=f}},true);";
