import type { ClipboardEvent, KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextInput from '@/ui/fields/TextInput';
import { PHONE_CODE, PHONE_DIGITS } from '@/config/constants';

export const PHONE_MESSAGES = {
  required: 'Field is required',
  digits: `Enter a ${PHONE_DIGITS}-digit phone number`,
} as const;

/** Null when `value` is a valid phone number (spec 5, 9: exactly 10 digits), else the message. */
export function phoneError(value: string, required: boolean): string | null {
  if (!value) return required ? PHONE_MESSAGES.required : null;
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value) ? null : PHONE_MESSAGES.digits;
}

export interface PhoneFieldProps {
  label: string;
  name: string;
  /** The national number: digits only, without the code. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  required?: boolean;
  touched?: boolean;
  error?: string;
  disabled?: boolean;
  id?: string;
}

/** Phone with the fixed +91 code (spec 2.8, 5, 9): numeric, at most 10 digits; letters never reach the field. */
export default function PhoneField({ label, name, value, onChange, onBlur, required, touched, error, disabled, id }: PhoneFieldProps) {
  const shown = touched ? (error ?? (required && !value ? PHONE_MESSAGES.required : undefined)) : undefined;
  const blockNonDigit = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
  };
  const pasteDigits = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    onChange((value + digits).slice(0, PHONE_DIGITS));
  };
  return (
    <TextInput
      fullWidth
      size="small"
      id={id ?? `phone-${name}`}
      name={name}
      type="tel"
      label={label}
      required={required}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))}
      onKeyDown={blockNonDigit}
      onPaste={pasteDigits}
      onBlur={onBlur}
      error={!!shown}
      helperText={shown}
      autoComplete="tel-national"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: PHONE_DIGITS, pattern: '[0-9]*' },
        input: { startAdornment: <InputAdornment position="start">{PHONE_CODE}</InputAdornment> },
      }}
    />
  );
}
