import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from '@/testing/viewport';
import { pretendLoggedIn } from '@/testing/auth';
import { candidateMenu } from '@/config/paths';
import NavBar from './NavBar';
import Footer, { tileLinks } from './Footer';
import CandidateLayout from './CandidateLayout';
import ScrollToTop from './ScrollToTop';

const stubPage = (name: string) => ({ element: <h1>{name}</h1> });

describe('NavBar (spec 2.1)', () => {
  it('shows the desktop links in order, and Login and Register to a visitor', () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderWithProviders(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['VeriJobs', 'Home', 'Find Jobs', 'SmartMatch', 'About Us', 'Articles', 'Contact Us', 'Login', 'Register']);
    expect(within(nav).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows a logged-in candidate the profile link to the dashboard and Logout', () => {
    setViewportWidth(DESKTOP_WIDTH);
    pretendLoggedIn();
    renderWithProviders(<NavBar />);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/candidate/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('on mobile: a menu drawer with the links, and a Register dropdown (Login, Register) for a visitor', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NavBar />, { routes: [{ path: '/login', ...stubPage('Login page') }] });
    expect(screen.queryByRole('link', { name: 'Find Jobs' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(drawerNav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Find Jobs',
      'SmartMatch',
      'About Us',
      'Articles',
      'Contact Us',
      'Login',
      'Register',
    ]);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Login', 'Register']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('on mobile: a home button to the dashboard on candidate pages only', () => {
    setViewportWidth(MOBILE_WIDTH);
    pretendLoggedIn();
    const first = renderWithProviders(<NavBar />, { route: '/candidate/saved-jobs' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/candidate/dashboard');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<NavBar />, { route: '/jobs' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('CandidateLayout (spec 2.3)', () => {
  function renderCandidate(route: string) {
    return renderWithProviders(<div />, {
      route,
      routes: [
        {
          element: <CandidateLayout />,
          children: candidateMenu.map((item) => ({ path: item.href, element: <h1>{item.label} page</h1> })),
        },
      ],
    });
  }

  it('lists the candidate menu in its order on desktop and marks the current page', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderCandidate('/candidate/saved-jobs');
    // The candidate frame is its own chunk (docs/performance.md): it arrives a moment after the first render.
    const menu = await screen.findByRole('navigation', { name: 'Candidate menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Dashboard',
      'My Profile',
      'Featured Jobs',
      'Available Jobs',
      'Applied Jobs',
      'Saved Jobs',
      'SmartMatch',
      'Subscription',
    ]);
    expect(within(menu).getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Saved Jobs page' })).toBeInTheDocument();
  });

  it('on mobile the menu row wider than the screen shows a scroll button on the side with more tabs (issue 29)', async () => {
    setViewportWidth(MOBILE_WIDTH);
    // jsdom has no layout: the strip is 343 px wide showing 900 px of tabs, scrolled where the code scrolls it.
    const scrolled = new WeakMap<Element, number>();
    const strip = (el: Element) => el.hasAttribute('data-scroll-strip');
    const restore = [
      mockGetter('scrollWidth', function (this: Element) {
        return strip(this) ? 900 : 0;
      }),
      mockGetter('clientWidth', function (this: Element) {
        return strip(this) ? 343 : 0;
      }),
    ];
    const scrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft');
    Object.defineProperty(Element.prototype, 'scrollLeft', {
      configurable: true,
      get(this: Element) {
        return Math.min(900 - 343, Math.max(0, scrolled.get(this) ?? 0));
      },
      set(this: Element, v: number) {
        scrolled.set(this, v);
      },
    });
    try {
      const user = userEvent.setup();
      renderCandidate('/candidate/dashboard');
      const menu = await screen.findByRole('navigation', { name: 'Candidate menu' });
      expect(within(menu).queryByRole('button', { name: 'Scroll the menu left' })).not.toBeInTheDocument();
      await user.click(within(menu).getByRole('button', { name: 'Scroll the menu right' }));
      expect(await within(menu).findByRole('button', { name: 'Scroll the menu left' })).toBeInTheDocument();
      // Two more steps of 70 % of the strip reach the end: then only the way back.
      await user.click(within(menu).getByRole('button', { name: 'Scroll the menu right' }));
      await user.click(within(menu).getByRole('button', { name: 'Scroll the menu right' }));
      await waitFor(() => expect(within(menu).queryByRole('button', { name: 'Scroll the menu right' })).not.toBeInTheDocument());
      expect(within(menu).getByRole('button', { name: 'Scroll the menu left' })).toBeInTheDocument();
      expect(within(menu).getAllByRole('link')).toHaveLength(candidateMenu.length);
    } finally {
      restore.forEach((r) => r());
      if (scrollLeft) Object.defineProperty(Element.prototype, 'scrollLeft', scrollLeft);
    }
  });

  it('on mobile shows the menu on other pages, and a back button to the dashboard instead of it on my-profile', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const user = userEvent.setup();
    const { router } = renderCandidate('/candidate/applied-jobs');
    expect(await screen.findByRole('navigation', { name: 'Candidate menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Candidate menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/candidate/dashboard');
  });
});

describe('Footer (decisions.md §3)', () => {
  it('has the four link groups with real targets and the 2025 copyright, no social links', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const group of ['Candidates', 'Discover', 'Job By Location', 'Job By Category']) {
      const nav = within(footer).getByRole('navigation', { name: group });
      for (const link of within(nav).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
    }
    expect(within(footer).getByText(/© 2025 VeriJobs/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(footer).queryByRole('link', { name: /facebook|twitter|linkedin|instagram/i })).not.toBeInTheDocument();
    // Before the landing data arrives: the overview pages.
    expect(within(screen.getByRole('navigation', { name: 'Job By Location' })).getByRole('link', { name: 'All Locations' })).toHaveAttribute(
      'href',
      '/jobs-by-cities',
    );
  });

  it('takes the top cities and functions from the landing data, internal links only', () => {
    const links = tileLinks(
      [
        { name: 'Bengaluru', count: 10, url: '/jobs-by-cities/bengaluru' },
        { name: 'Evil', count: 1, url: '//evil.example/x' },
        { name: 'Script', count: 1, url: 'javascript:alert(1)' },
        { name: 'Dubai', count: 9, url: '/jobs-by-cities/dubai' },
      ],
      { label: 'All Locations', href: '/jobs-by-cities' },
    );
    expect(links).toEqual([
      { label: 'Bengaluru', href: '/jobs-by-cities/bengaluru' },
      { label: 'Dubai', href: '/jobs-by-cities/dubai' },
      { label: 'All Locations', href: '/jobs-by-cities' },
    ]);
  });

  it('shows the top cities of the real landing response', async () => {
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Job By Location' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(1), { timeout: 10_000 });
    for (const link of within(nav).getAllByRole('link').slice(0, -1)) expect(link.getAttribute('href')).toMatch(/^\/jobs-by-cities\/[\w-]+$/);
    const byCategory = screen.getByRole('navigation', { name: 'Job By Category' });
    await waitFor(() => expect(within(byCategory).getAllByRole('link').length).toBeGreaterThan(1));
    expect(within(byCategory).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/jobs-by-categories\/[\w-]+$/);
  });
});

describe('ScrollToTop (spec 2)', () => {
  it('scrolls to the top on every route change', async () => {
    const el = document.scrollingElement ?? document.documentElement;
    const writes: number[] = [];
    const spy = jest.spyOn(el, 'scrollTop', 'set').mockImplementation((v: number) => {
      writes.push(v);
    });
    const { router } = renderWithProviders(<ScrollToTop />, { route: '/jobs' });
    writes.length = 0;
    await act(async () => {
      await router.navigate('/about-us');
    });
    expect(writes).toEqual([0]);
    await act(async () => {
      await router.navigate('/about-us?tab=2');
    });
    expect(writes).toEqual([0]);
    await act(async () => {
      await router.navigate('/articles');
    });
    expect(writes).toEqual([0, 0]);
    spy.mockRestore();
  });
});

/** Replaces a layout getter of HTMLElement (jsdom answers 0); returns the undo. */
function mockGetter(name: 'scrollWidth' | 'clientWidth', get: (this: Element) => number): () => void {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  return () => {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    if (original) Object.defineProperty(Element.prototype, name, original);
  };
}
