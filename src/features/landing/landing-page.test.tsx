import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appConfig } from '@/config';
import LandingPage from './landing-page';

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

function pricingCard(planName: string): HTMLElement {
  return screen.getByRole('article', { name: planName });
}

describe('LandingPage', () => {
  it('has one h1 and the header, nav, main and footer landmarks', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows Pricing, About and Login in the navigation', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByText(appConfig.productName)).toBeInTheDocument();
  });

  it('links the hero buttons to sign-up and sign-in', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('lists the four features', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: /Everything you need/ });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Goal Tracking',
      'Calendar Integration',
      'Achievement System',
      'Time Tracking',
    ]);
  });

  it('shows one pricing card per plan with price, goal cap and button', () => {
    renderLanding();
    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    expect(within(pricing as HTMLElement).getAllByRole('article')).toHaveLength(4);

    const expected = [
      ['Free', 'Free', '3 active goals', 'Get Started'],
      ['Pro', '$3.50/month', '15 active goals', 'Get Started'],
      ['Platinum', '$9.50/month', '30 active goals', 'Get Started'],
      ['Enterprise', 'Contact us', 'Unlimited goals', 'Contact Sales'],
    ] as const;
    for (const [name, price, cap, button] of expected) {
      const card = pricingCard(name);
      expect(within(card).getByTestId('plan-price').textContent).toBe(price);
      expect(within(card).getByText(cap)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: button })).toHaveAttribute('href', '/signup');
    }
    expect(within(pricingCard('Enterprise')).getByText('SLA')).toBeInTheDocument();
  });

  it('marks only the Pro card as Most Popular', () => {
    renderLanding();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(pricingCard('Pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pricingCard('Free')).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('has an about section and a footer linking to the studio in a new tab', () => {
    renderLanding();
    expect(document.getElementById('about')).toBeInTheDocument();
    const studioLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === appConfig.studioUrl);
    expect(studioLinks).toHaveLength(2);
    const about = document.getElementById('about') as HTMLElement;
    expect(within(about).getByText(appConfig.studioName)).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(appConfig.studioName)).toBeVisible();
    for (const link of studioLinks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  describe('menu for narrow screens', () => {
    const menuButton = () => screen.getByRole('button', { name: 'Menu' });
    /** The links the menu shows (none while it is closed). */
    const menuLinks = () => {
      const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      return within(panel as HTMLElement).queryAllByRole('link');
    };

    it('opens with Pricing and About and closes on Escape, giving focus back', async () => {
      renderLanding();
      const user = userEvent.setup();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuLinks()).toEqual([]);

      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(menuLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Pricing', '#pricing'],
        ['About', '#about'],
      ]);
      for (const link of menuLinks()) expect(link).toBeVisible();

      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuLinks()).toEqual([]);
      expect(menuButton()).toHaveFocus();
    });

    it('opens from the keyboard, tabs into its links and closes when one is chosen', async () => {
      renderLanding();
      const user = userEvent.setup();
      menuButton().focus();
      await user.keyboard('{Enter}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(menuLinks()[0]).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click outside it', async () => {
      renderLanding();
      const user = userEvent.setup();
      await user.click(menuButton());
      await user.click(screen.getByRole('heading', { level: 1 }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
