// What the registration form loads with its first send (src/islands/registration/RegistrationScreen.tsx). A module of
// its own that nothing imports statically: the card step imports src/state/registration/registration.ts itself, and an
// `import()` of a module some screen also imports statically would need Rolldown's namespace helper, one more script
// request on every page (docs/decisions.md "Fewer, larger chunks").
export { createAccount } from './registration';
