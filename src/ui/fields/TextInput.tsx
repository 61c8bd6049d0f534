import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export interface TextInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: OutlinedInputProps['onKeyDown'];
  onPaste?: OutlinedInputProps['onPaste'];
  /** On the field's box (the outline around the input). */
  onPointerEnter?: OutlinedInputProps['onPointerEnter'];
  onPointerDown?: OutlinedInputProps['onPointerDown'];
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** Default 'small', like the theme's TextField. */
  size?: 'small' | 'medium';
  /** Default true, like the theme's TextField. */
  fullWidth?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
  sx?: SxProps<Theme>;
  /** TextField's slots of the same names (Autocomplete's renderInput params fit as they are). */
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * An outlined text field with TextField's look, props and accessible wiring (label `for`, `${id}-label`,
 * helper text in `aria-describedby`), built from its parts only. MUI's TextField also imports the Select with its
 * Menu, Popover and Modal and the filled and standard variants (~15 KB gzipped) for every form that uses it;
 * drop-down fields use SearchableSelect or MUI's Select directly (docs/performance.md).
 */
export default function TextInput(props: TextInputProps) {
  const {
    id: idProp,
    label,
    helperText,
    size = 'small',
    fullWidth = true,
    disabled = false,
    required = false,
    error = false,
    className,
    sx,
    slotProps = {},
    ...input
  } = props;
  const ownId = useId();
  const id = idProp ?? ownId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} disabled={disabled} required={required} error={error} className={className} sx={sx}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        aria-describedby={helperTextId}
        label={label}
        notched={shrink}
        fullWidth={fullWidth}
        inputProps={slotProps.htmlInput}
        {...input}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
