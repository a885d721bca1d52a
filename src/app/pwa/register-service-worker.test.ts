import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '@/stores/app-update.store';
import { watchForNewVersions } from './register-service-worker';

type RegisterSW = Parameters<typeof watchForNewVersions>[0];
type Options = NonNullable<Parameters<RegisterSW>[0]>;

const reload = vi.fn();

/** vite-plugin-pwa's registerSW and the browser's service workers, with `waiting` as given. */
function fakeWorkers(waiting: boolean) {
  let onControllerChange: () => void = () => undefined;
  const update = vi.fn(async () => onControllerChange());
  let options: Options = {};
  const registerSW: RegisterSW = (given) => {
    options = given ?? {};
    return update;
  };
  watchForNewVersions(registerSW, {
    getRegistration: async () => ({ waiting: waiting ? {} : null }) as ServiceWorkerRegistration,
    addEventListener: ((_type: string, listener: () => void) => {
      onControllerChange = listener;
    }) as ServiceWorkerContainer['addEventListener'],
  });
  return { update, options: () => options };
}

const chooseReload = async () => {
  useAppUpdate.getState().reload?.();
  await vi.waitFor(() => expect(reload).toHaveBeenCalled());
};

afterEach(() => {
  useAppUpdate.setState({ reload: null, postponed: false });
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('watchForNewVersions', () => {
  it('offers a waiting version instead of reloading, and switches to it when asked', async () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const { update, options } = fakeWorkers(true);
    options().onNeedRefresh?.();
    expect(reload).not.toHaveBeenCalled();
    await chooseReload();
    expect(update).toHaveBeenCalledWith(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when another tab already switched to the new version', async () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const { update, options } = fakeWorkers(false);
    options().onNeedRefresh?.();
    await chooseReload();
    expect(update).not.toHaveBeenCalled();
  });

  it('leaves a tab as it is when another tab chose the new version', async () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const { options } = fakeWorkers(false);
    options().onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
    await chooseReload();
    expect(reload).toHaveBeenCalledOnce();
  });
});
