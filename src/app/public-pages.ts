/** The pages anyone may open: shipped as HTML by the build (prerender.tsx), no Firebase. */
export const PUBLIC_PAGES = ['/', '/login', '/signup'] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

export const isPublicPage = (path: string): path is PublicPage =>
  (PUBLIC_PAGES as readonly string[]).includes(path);
