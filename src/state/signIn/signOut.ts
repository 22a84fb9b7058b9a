// What the logout screen loads once it shows (src/islands/signIn/LogoutScreen.tsx). A module of its own that nothing
// imports statically: an `import()` of session.ts, which many modules import statically, would need Rolldown's namespace
// helper, one more script request on every page (docs/decisions.md "Fewer, larger chunks").
export { endSession } from '../page/session';
