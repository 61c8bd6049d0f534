import { useEffect, useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketCode } from '@/shared/markets';
import PhoneField, { phoneError } from './PhoneField';

function Harness({ start = 'IN' as MarketCode }) {
  const [value, setValue] = useState('');
  const [country, setCountry] = useState<MarketCode>(start);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void phoneError(value, country, true).then((e) => live && setError(e ?? undefined));
    return () => {
      live = false;
    };
  }, [value, country]);
  return (
    <>
      <PhoneField
        label="Phone Number"
        name="phone"
        value={value}
        country={country}
        onChange={(v, c) => {
          setValue(v);
          setCountry(c);
        }}
        onBlur={() => setTouched(true)}
        touched={touched}
        required
        error={error}
      />
      <output aria-label="stored">{country}</output>
    </>
  );
}

describe('PhoneField', () => {
  it("starts at India's +91 (spec 9), keeps letters out, and explains what is wrong in the country's own format", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(/phone number/i);
    expect(screen.getByLabelText('Calling code')).toHaveValue('IN');
    expect(screen.getByRole('option', { name: '+91 India' })).toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    await user.type(input, '98a7-6 5');
    expect(input).toHaveValue('987-6 5');
    expect(await screen.findByText('Enter a valid India phone number, e.g. 81234 56789.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '9876543210');
    await user.tab();
    expect(input).toHaveValue('98765 43210');
    await waitFor(() => expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument());
  });

  it('a Filipino number: the code chosen, the number as people write it, tidied on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Calling code'), 'PH');
    const input = screen.getByLabelText(/phone number/i);
    await waitFor(() => expect(input).toHaveAttribute('placeholder', '0905 123 4567'));
    await user.type(input, '9171234567');
    await user.tab();
    expect(input).toHaveValue('0917 123 4567');
    expect(screen.getByLabelText('stored')).toHaveTextContent('PH');
  });

  it('an international number pasted takes its own code, whichever code was shown', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/phone number/i);
    await waitFor(() => expect(input).toHaveAttribute('placeholder', '81234 56789'));
    fireEvent.change(input, { target: { value: '+971 50 123 4567' } });
    expect(input).toHaveValue('050 123 4567');
    expect(screen.getByLabelText('Calling code')).toHaveValue('AE');
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(input).toHaveValue('98765 43210');
    expect(screen.getByLabelText('Calling code')).toHaveValue('IN');
  });

  it('a Singapore number that is not one says so, naming Singapore', async () => {
    const user = userEvent.setup();
    render(<Harness start="SG" />);
    const input = screen.getByLabelText(/phone number/i);
    await user.type(input, '1234 5678');
    await user.tab();
    expect(await screen.findByText('Enter a valid Singapore phone number, e.g. 8123 4567.')).toBeInTheDocument();
  });
});
