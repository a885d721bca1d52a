import { vi } from 'vitest';
import { createFakeBackend } from '@/testing/fake-backend';

/**
 * A fresh session store over a new fake backend: the modules are loaded again, so each test
 * starts from a store that has seen nothing.
 */
export async function loadSessionStore() {
  vi.resetModules();
  const fake = createFakeBackend();
  const { setBackendForTesting } = await import('@/data/backend');
  setBackendForTesting(fake.backend);
  const { useSession } = await import('./session.store');
  return { fake, useSession };
}
