/** Build-time configuration. The product name and administrator e-mail are deployment settings. */
const env = import.meta.env;

export const appConfig = {
  productName: env.VITE_PRODUCT_NAME || 'Masterly',
  adminEmail: (env.VITE_ADMIN_EMAIL || 'admin@masterly.app').toLowerCase(),
  studioName: env.VITE_STUDIO_NAME || 'Northlight Studio',
  studioUrl: env.VITE_STUDIO_URL || 'https://northlight.studio',
} as const;
