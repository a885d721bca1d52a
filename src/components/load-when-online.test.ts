import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const chunkError = new TypeError('Failed to fetch dynamically imported module');

describe('loadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes on what loads', async () => {
    setOnline(true);
    await expect(loadWhenOnline(() => Promise.resolve('part'))).resolves.toBe('part');
  });

  it('passes on a failure while online: the part is gone', async () => {
    setOnline(true);
    const load = vi.fn(() => Promise.reject(chunkError));
    await expect(loadWhenOnline(load)).rejects.toBe(chunkError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and loads again once the connection is back', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce('part');
    let result: string | undefined;
    const loading = loadWhenOnline(load).then((value) => (result = value));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(result).toBeUndefined();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(result).toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again at once when a download begun offline fails just after the connection is back', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockImplementationOnce(() => {
      setOnline(true);
      return Promise.reject(chunkError);
    });
    load.mockResolvedValueOnce('part');
    await expect(loadWhenOnline(load)).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on the failure of the try made once back online', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockImplementation(() => {
      setOnline(true);
      return Promise.reject(chunkError);
    });
    await expect(loadWhenOnline(load)).rejects.toBe(chunkError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a part that failed offline another way once back, when its retry fails at once', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockImplementation(() => {
      setOnline(true);
      return Promise.reject(chunkError);
    });
    const loadAgain = vi.fn(() => Promise.resolve('part, downloaded again'));
    await expect(loadWhenOnline(load, loadAgain)).resolves.toBe('part, downloaded again');
    expect(loadAgain).toHaveBeenCalledWith(chunkError);
  });

  it('never loads another way a part that failed while online', async () => {
    setOnline(true);
    const loadAgain = vi.fn(() => Promise.resolve('part'));
    await expect(loadWhenOnline(() => Promise.reject(chunkError), loadAgain)).rejects.toBe(
      chunkError,
    );
    expect(loadAgain).not.toHaveBeenCalled();
  });

  it('loads where there is no navigator (the build prerenders in Node)', async () => {
    vi.stubGlobal('navigator', undefined);
    try {
      await expect(loadWhenOnline(() => Promise.resolve('part'))).resolves.toBe('part');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
