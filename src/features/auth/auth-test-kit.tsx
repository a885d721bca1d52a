import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createFakeBackend } from '@/testing/fake-backend';

/** A new fake backend before each test; `kit.fake` is the test's. */
export function setUpAuthTests() {
  const kit = { fake: createFakeBackend() };
  beforeEach(() => {
    kit.fake = createFakeBackend();
    setBackendForTesting(kit.fake.backend);
  });
  return kit;
}

/** The auth pages given, by path, at `path`; a sign-in lands on a stand-in goals screen. */
export function renderAuthAt(path: string, pages: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(pages).map(([at, page]) => (
          <Route key={at} path={at} element={page} />
        ))}
        <Route path="/goals" element={<p>Goals screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
