import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextInput from './TextInput';
import NativeSelectField from './NativeSelectField';

describe('TextInput (TextField from its parts)', () => {
  it('labels the input, marks it required and describes it with its helper text', () => {
    render(<TextInput id="email" name="email" label="Email" required error helperText="Enter a valid email" value="x" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
    expect(document.getElementById('email-label')).toHaveTextContent('Email');
  });

  it('passes typing, html input attributes and a multiline text area through', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <TextInput label="Title" name="title" onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength: 5 } }} />
        <TextInput label="Message" name="message" multiline minRows={3} />
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('maxlength', '5');
    await user.type(title, 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});

describe('NativeSelectField', () => {
  it('is a labelled native select with its options and error message', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <NativeSelectField id="notice" label="Notice Period" value="" onChange={(e) => onChange(e.target.value)} required error helperText="Field is required">
        <option value="">Select</option>
        <option value="Immediate">Immediate</option>
      </NativeSelectField>,
    );
    const select = screen.getByRole('combobox', { name: /Notice Period/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Field is required');
    await user.selectOptions(select, 'Immediate');
    expect(onChange).toHaveBeenCalledWith('Immediate');
  });
});
