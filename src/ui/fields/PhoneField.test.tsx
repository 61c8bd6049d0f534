import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PhoneField, { phoneError } from './PhoneField';

function Harness() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <PhoneField label="Phone Number" name="phone" value={value} onChange={setValue} onBlur={() => setTouched(true)} touched={touched} required error={phoneError(value, true) ?? undefined} />
  );
}

describe('PhoneField', () => {
  it('shows the fixed +91 code, takes digits only, at most 10, and explains what is wrong', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText(/phone number/i);
    expect(screen.getByText('+91')).toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    await user.type(input, '98a7-6 5');
    expect(input).toHaveValue('98765');
    expect(screen.getByText('Enter a 10-digit phone number')).toBeInTheDocument();
    fireEvent.paste(input, { clipboardData: { getData: () => '43 210-999' } });
    expect(input).toHaveValue('9876543210');
    expect(screen.queryByText('Enter a 10-digit phone number')).not.toBeInTheDocument();
    await user.type(input, '1');
    expect(input).toHaveValue('9876543210');
  });
});
