/// <reference types="vite/client" />

// The rest of a message catalogue, beyond the first page's (web/vite.config.ts, i18n/messages.ts).
declare module '*.json?catalogue=rest' {
  // Precompiled in the build; typed as the IntlProvider's plain form (it takes both).
  const messages: Record<string, string>;
  export default messages;
}
