import { render } from '@testing-library/react';
import SafeHtml, { sanitizeHtml } from './SafeHtml';

const hostile = [
  '<p>Great job</p>',
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<a href="javascript:window.__pwned=3">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">encoded</a>',
  '<a href="https://example.com/apply" onclick="window.__pwned=4">apply</a>',
  '<div style="position:fixed;inset:0">overlay</div>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>window.__pwned=5</script></svg>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
].join('');

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('SafeHtml', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  test('a hostile description renders inert', () => {
    const { container } = render(<SafeHtml html={hostile} data-testid="desc" />);
    const root = container.firstElementChild as HTMLElement;

    expect(root.textContent).toContain('Great job');
    expect(root.querySelector('script, iframe, form, input, svg, style')).toBeNull();
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.name).not.toBe('style');
        expect(attr.value).not.toMatch(/^\s*(javascript|data):/i);
      }
    }
    // The error handler never ran and the links do nothing dangerous when clicked.
    root.querySelector('img')?.dispatchEvent(new Event('error'));
    root.querySelectorAll('a').forEach((a) => a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(window.__pwned).toBeUndefined();
  });

  test('links keep safe targets and open in a new tab without opener or referrer', () => {
    const { container } = render(<SafeHtml html={hostile} />);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    const apply = links.find((a) => a.textContent === 'apply');
    expect(apply).toHaveAttribute('href', 'https://example.com/apply');
    expect(links.find((a) => a.textContent === 'click')).not.toHaveAttribute('href');
  });

  test('ordinary formatting survives', () => {
    const html = sanitizeHtml('<h3>Role</h3><ul><li><strong>TypeScript</strong></li></ul><p>Email <a href="mailto:hr@example.com">us</a></p>');
    expect(html).toContain('<h3>Role</h3>');
    expect(html).toContain('<strong>TypeScript</strong>');
    expect(html).toContain('href="mailto:hr@example.com"');
  });

  test('empty input renders nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
