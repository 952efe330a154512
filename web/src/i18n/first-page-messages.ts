/**
 * The catalogue namespaces the signed-out pages (landing, sign-in, registration, password reset,
 * their shell and error screens) show. The build bundles only these with the first page and
 * loads the rest with the first signed-in screen (issue #17: a light sign-in page).
 * test/unit/web/first-page-messages.test.ts fails when one of those pages names a namespace
 * missing here.
 */
export const FIRST_PAGE_NAMESPACES: readonly string[] = [
  'actions',
  'app',
  'errorBoundary',
  'errorScreen',
  'errors',
  'fields',
  'forgot',
  'header',
  'landing',
  'language',
  'loading',
  'login',
  'nav',
  'notFound',
  'register',
  'reset',
  'theme',
  'validation',
  'verify',
  'verifyConfirm',
];

export function isFirstPageMessage(id: string): boolean {
  return FIRST_PAGE_NAMESPACES.includes(id.split('.')[0] ?? '');
}
