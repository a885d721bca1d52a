import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/config';
import { InstallPrompt } from './install-prompt';

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function standalone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: vi.fn((query: string) => ({ matches: matches && query.includes('standalone') })),
  });
}

const product = appConfig.productName;

describe('InstallPrompt', () => {
  afterEach(() => standalone(false));

  it('stays hidden until the browser offers installation', () => {
    standalone(false);
    render(<InstallPrompt />);
    expect(screen.queryByText(`Install ${product}`)).not.toBeInTheDocument();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: `Install ${product}` })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Install ${product} on your device for quick access and offline functionality.`,
      ),
    ).toBeInTheDocument();
  });

  it('Install triggers the browser prompt and hides the card', async () => {
    standalone(false);
    render(<InstallPrompt />);
    const { prompt } = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText(`Install ${product}`)).not.toBeInTheDocument();
  });

  it.each(['Later', 'Close'])('%s hides the card without installing', async (name) => {
    standalone(false);
    render(<InstallPrompt />);
    const { prompt } = offerInstall();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.queryByText(`Install ${product}`)).not.toBeInTheDocument();
  });

  it('never shows when the app already runs standalone', () => {
    standalone(true);
    render(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByText(`Install ${product}`)).not.toBeInTheDocument();
  });
});
