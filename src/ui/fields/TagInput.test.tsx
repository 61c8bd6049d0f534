import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { TAG_SEPARATORS_PREFERENCE } from '@/config/constants';
import TagInput, { type TagInputProps, type TagValue } from './TagInput';

// Real API round trips on a shared two-core machine: allow more than the default 5 s.
jest.setTimeout(30_000);

function Harness({ initial = [], ...props }: Partial<TagInputProps> & { initial?: TagValue[] }) {
  const [value, setValue] = useState<TagValue[]>(initial);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <TagInput label="Skills" name="skills" value={value} onChange={setValue} onBlur={() => setTouched(true)} touched={touched} {...props} />
      <button type="button">elsewhere</button>
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueOf = (): TagValue[] => JSON.parse(screen.getByTestId('value').textContent ?? '[]');
const names = () => valueOf().map((t) => t.name);
const input = () => screen.getByRole('combobox', { name: /skills/i });

describe('TagInput', () => {
  it('adds tags with each shared separator: Enter, comma, Tab, space, semicolon', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(input(), 'alpha{Enter}beta,gamma');
    await user.tab();
    await user.click(input());
    await user.type(input(), 'delta epsilon;');
    expect(names()).toEqual(['alpha', 'beta', 'gamma', 'delta', 'epsilon']);
    expect(input()).toHaveValue('');
    // Every added tag is free text (no id).
    expect(valueOf().every((t) => t.id === undefined)).toBe(true);
  });

  it('with the preference separators only Enter and comma add; space stays in the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness separators={TAG_SEPARATORS_PREFERENCE} />);
    await user.type(input(), 'full stack developer;x');
    expect(names()).toEqual([]);
    expect(input()).toHaveValue('full stack developer;x');
    await user.clear(input());
    await user.type(input(), 'full stack developer,data analyst{Enter}');
    expect(names()).toEqual(['full stack developer', 'data analyst']);
  });

  it('keeps tags unique, case-insensitively', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(input(), 'Java{Enter}JAVA{Enter}java ');
    expect(names()).toEqual(['Java']);
  });

  it("blocks adding at the limit with 'Tag limit reached!' and clears the message after a removal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness limit={2} />);
    await user.type(input(), 'one{Enter}two{Enter}three{Enter}');
    expect(names()).toEqual(['one', 'two']);
    expect(screen.getByText('Tag limit reached!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove one' }));
    expect(names()).toEqual(['two']);
    expect(screen.queryByText('Tag limit reached!')).not.toBeInTheDocument();
  });

  it('at the limit the field takes no more typing (read-only, says why); Backspace removes the last tag and typing works again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness limit={2} initial={[{ name: 'one' }, { name: 'two' }]} />);
    expect(input()).toHaveAttribute('readonly');
    await user.click(input());
    await user.keyboard('three');
    expect(input()).toHaveValue('');
    expect(screen.getByText('Tag limit reached!')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('Tag limit reached!');
    await user.keyboard('{Backspace}');
    expect(names()).toEqual(['one']);
    expect(input()).not.toHaveAttribute('readonly');
    await user.keyboard('three{Enter}');
    expect(names()).toEqual(['one', 'three']);
    expect(input()).toHaveValue('');
  });

  it('adds the typed text on blur when below the limit, not at it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness limit={1} />);
    await user.type(input(), 'first');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(names()).toEqual(['first']);
    await user.type(input(), 'second');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(names()).toEqual(['first']);
  });

  it("removes one tag, clears all with the 'X' button, and Backspace on empty text removes the last", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ name: 'a' }, { name: 'b' }, { name: 'c' }]} />);
    await user.click(screen.getByRole('button', { name: 'Remove b' }));
    expect(names()).toEqual(['a', 'c']);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(names()).toEqual(['a']);
    const clear = screen.getByRole('button', { name: 'Clear all Skills' });
    expect(clear).toHaveTextContent('X');
    await user.click(clear);
    expect(names()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all Skills' })).not.toBeInTheDocument();
  });

  it("shows 'Field is required' when required, touched and empty", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness required />);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.click(input());
    await user.tab();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    await user.type(input(), 'x{Enter}');
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });

  it('reorders tags by keyboard drag (Space, arrow, Space)', async () => {
    // jsdom has no layout: give each tag a box in a row so the keyboard sensor can find neighbours.
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const li = this.closest('[data-testid="tag"]');
      const i = li ? Array.from(li.parentElement?.children ?? []).indexOf(li) : 0;
      return { x: i * 100, y: 0, left: i * 100, top: 0, right: i * 100 + 90, bottom: 28, width: 90, height: 28, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const user = userEvent.setup();
      renderWithProviders(<Harness initial={[{ name: 'first' }, { name: 'second' }, { name: 'third' }]} />);
      const handle = screen.getByRole('button', { name: 'first' });
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() => expect(names()).toEqual(['second', 'first', 'third']));
    } finally {
      spy.mockRestore();
    }
  });

  describe('suggestions from the API', () => {
    it('fetches only from the minimum query length and adds a picked suggestion with its id', async () => {
      const user = userEvent.setup();
      const fetchSpy = jest.spyOn(global, 'fetch');
      const requestedTerms = () =>
        fetchSpy.mock.calls
          .map(([req]) => new URL(req instanceof Request ? req.url : String(req)))
          .filter((url) => url.pathname.includes('/dropdown/'))
          .map((url) => url.searchParams.get('term'));
      // No debounce: the typed text is the search term at once, so "nothing was asked" needs no waiting.
      renderWithProviders(<Harness dropdown={{ kind: 'cities', country_id: 1 }} minQuery={2} debounceMs={0} />);
      await user.type(input(), 'm');
      expect(requestedTerms()).toEqual([]);
      await user.type(input(), 'u');
      const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
      expect(requestedTerms()).toEqual(['mu']);
      fetchSpy.mockRestore();
      const option = within(list).getByRole('option', { name: /mumbai/i });
      await user.click(option);
      const [tag] = valueOf();
      expect(tag.name).toMatch(/mumbai/i);
      expect(tag.id).toEqual(expect.any(Number));
      expect(tag.currency).toBe('INR');
      expect(input()).toHaveValue('');
    });

    it('with min query 1 suggests after one character; arrows and Enter pick; chosen items leave the list', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness dropdown={{ kind: 'jobfunctions' }} minQuery={1} separators={TAG_SEPARATORS_PREFERENCE} />);
      await user.type(input(), 'a');
      const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
      const first = within(list).getAllByRole('option')[0].textContent;
      await user.keyboard('{ArrowDown}{Enter}');
      expect(valueOf()[0]).toEqual(expect.objectContaining({ name: first, id: expect.any(Number) }));
      await user.type(input(), 'a');
      const again = await screen.findByRole('listbox', {}, { timeout: 3000 });
      expect(within(again).queryByRole('option', { name: first ?? '' })).not.toBeInTheDocument();
    });

    it('typing an existing name exactly keeps its id; unknown text becomes a new tag', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness dropdown={{ kind: 'cities', country_id: 1 }} />);
      await user.type(input(), 'mumbai');
      // Cities say their country (issue 29).
      await screen.findByRole('option', { name: /^mumbai, india$/i }, { timeout: 3000 });
      await user.keyboard('{Enter}');
      await user.type(input(), 'Atlantis-on-sea{Enter}');
      const [known, fresh] = valueOf();
      expect(known.id).toEqual(expect.any(Number));
      expect(fresh).toEqual({ name: 'Atlantis-on-sea' });
    });
  });
});
