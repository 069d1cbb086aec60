/** The `redirect` query parameter of /login, kept only when it is a path on this site (never `//evil.example`). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
