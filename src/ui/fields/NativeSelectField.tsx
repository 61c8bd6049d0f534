import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface NativeSelectFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The `<option>` elements. */
  children: ReactNode;
}

/**
 * An outlined native `<select>` with a label that always sits on the border, the look of
 * `<TextField select slotProps={{ select: { native: true } }}>` without TextField's other variants and the MUI
 * Select with its Menu and Modal (docs/performance.md). Native: the phone's own picker, a short fixed list.
 */
export default function NativeSelectField({ id, name, label, value, onChange, onBlur, required, disabled, error, helperText, children }: NativeSelectFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" size="small" fullWidth required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={helperTextId}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
