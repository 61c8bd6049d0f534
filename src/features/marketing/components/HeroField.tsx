import { useId, type FocusEventHandler, type ChangeEventHandler, type PointerEventHandler } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface HeroFieldProps {
  label: string;
  name: string;
  value?: string;
  placeholder?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onPointerDown?: PointerEventHandler<HTMLInputElement>;
  readOnly?: boolean;
  id?: string;
}

/**
 * An outlined text field that looks exactly like MUI's TextField but is built from its three parts: TextField
 * imports every variant and the Select (~8 KB gzipped) that the landing page's first paint does not need.
 * Small, like the theme's TextField default, so it matches the city picker that replaces its stand-in (no shift).
 */
export default function HeroField({ label, name, value, placeholder, onChange, onFocus, onPointerDown, readOnly, id }: HeroFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <FormControl variant="outlined" size="small">
      <InputLabel htmlFor={inputId} size="small" shrink={placeholder ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        size="small"
        name={name}
        label={label}
        notched={placeholder ? true : undefined}
        value={value}
        placeholder={placeholder}
        onChange={onChange}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        readOnly={readOnly}
        autoComplete="off"
      />
    </FormControl>
  );
}
