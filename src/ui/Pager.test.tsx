import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Pager from './Pager';

function Harness({ initial, count, onChange }: { initial: number; count: number; onChange?: (p: number) => void }) {
  const [page, setPage] = useState(initial);
  return (
    <Pager
      page={page}
      pageCount={count}
      label="Job list pages"
      onChange={(p) => {
        onChange?.(p);
        setPage(p);
      }}
    />
  );
}

describe('Pager', () => {
  test('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pageCount={1} label="Pages" onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('a labelled nav with the current page announced, dots for gaps', () => {
    render(<Harness initial={10} count={20} />);
    const nav = screen.getByRole('navigation', { name: 'Job list pages' });
    const current = within(nav).getByRole('button', { name: 'Go to page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Go to page 9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Go to page 20' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Go to page 7' })).not.toBeInTheDocument();
  });

  test('clicking pages, Previous and Next changes the page; the ends disable Previous/Next', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={1} count={7} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 7' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByRole('button', { name: 'Go to page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
  });

  test('clicking the current page does not fire onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={2} count={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('keyboard: Tab reaches the page buttons and Enter activates one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={1} count={3} onChange={onChange} />);
    await user.tab(); // Previous is disabled, so focus lands on page 1
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  test('disabled blocks every control', async () => {
    // A disabled MUI button has pointer-events: none; skip user-event's check so the click is really attempted.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onChange = jest.fn();
    render(<Pager page={2} pageCount={5} label="Pages" disabled onChange={onChange} />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
