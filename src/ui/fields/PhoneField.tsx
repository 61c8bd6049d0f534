import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextInput from '@/ui/fields/TextInput';
import NativeSelectField from '@/ui/fields/NativeSelectField';
import { PHONE_INPUT_MAX } from '@/config/constants';
import { MARKETS, marketByCode, type MarketCode } from '@/shared/markets';
import { loadPhoneReader, usePhoneReader } from './phoneReader';

export const PHONE_MESSAGES = {
  required: 'Field is required',
  countryCode: 'Calling code',
} as const;

/**
 * Null when `value` is a valid phone number of `country` (or an international number of a market we serve), else the
 * message: 'Field is required', or one naming the country's format ("Enter a valid Singapore phone number, e.g. …").
 * Asynchronous: the reader is in its own chunk (phoneReader.ts); Yup's tests and Formik wait for it.
 */
export async function phoneError(value: string, country: MarketCode, required: boolean): Promise<string | null> {
  if (!value.trim()) return required ? PHONE_MESSAGES.required : null;
  const { parsePhone, phoneProblem } = await loadPhoneReader();
  const read = parsePhone(value, country);
  if (read.ok) return null;
  if (read.reason === 'empty') return required ? PHONE_MESSAGES.required : null;
  return phoneProblem(read.reason, country);
}

/** Letters and other characters no phone number has never reach the field; bounded (PHONE_INPUT_MAX). */
const cleanPhoneInput = (value: string) => value.replace(/[^\d\s\-().+/]/g, '').slice(0, PHONE_INPUT_MAX);

export interface PhoneFieldProps {
  label: string;
  name: string;
  /** The number as typed ("0917 123 4567"); tidied into the national format once it reads as valid. */
  value: string;
  /** The market whose calling code the number is read with. */
  country: MarketCode;
  /** A new number and the market it belongs to (an international number pasted switches the code). */
  onChange: (value: string, country: MarketCode) => void;
  onBlur?: () => void;
  required?: boolean;
  touched?: boolean;
  error?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A phone number of any market we serve (issue 29): the country's calling code chosen beside the number (spec 9's
 * +91 stays India's), the number typed as people write it or pasted internationally, read with libphonenumber-js
 * (shared/phone.ts) and shown in the national format. Letters never reach the field.
 */
export default function PhoneField({ label, name, value, country, onChange, onBlur, required, touched, error, disabled, id }: PhoneFieldProps) {
  const fieldId = id ?? `phone-${name}`;
  const shown = touched ? (error ?? (required && !value ? PHONE_MESSAGES.required : undefined)) : undefined;
  const market = marketByCode(country) ?? MARKETS[0];
  const reader = usePhoneReader();

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = cleanPhoneInput(e.target.value);
    // A whole international number (pasted or typed with its +) takes its own country's code.
    if (reader && /^(\+|00)/.test(typed)) {
      const read = reader.parsePhone(typed, country);
      if (read.ok) return onChange(read.phone.national, read.phone.country);
    }
    onChange(typed, country);
  };
  const blur = () => {
    const read = reader?.parsePhone(value, country);
    if (read?.ok && (read.phone.national !== value || read.phone.country !== country)) onChange(read.phone.national, read.phone.country);
    onBlur?.();
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5rem 1fr', sm: '12rem 1fr' }, gap: 1, alignItems: 'start' }}>
      <NativeSelectField
        id={`${fieldId}-code`}
        name={`${name}_code`}
        label={PHONE_MESSAGES.countryCode}
        value={market.code}
        disabled={disabled}
        onChange={(e) => onChange(value, (marketByCode(e.target.value) ?? market).code)}
      >
        {MARKETS.map((m) => (
          <option key={m.code} value={m.code}>
            {`${m.callingCode} ${m.name}`}
          </option>
        ))}
      </NativeSelectField>
      <TextInput
        fullWidth
        size="small"
        id={fieldId}
        name={name}
        type="tel"
        label={label}
        required={required}
        disabled={disabled}
        value={value}
        placeholder={reader?.phoneExample(market.code)}
        onChange={change}
        onBlur={blur}
        error={!!shown}
        helperText={shown}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_INPUT_MAX } }}
      />
    </Box>
  );
}
