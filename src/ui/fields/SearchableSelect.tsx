import { useEffect, useRef, useState, type ComponentType } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { DROPDOWN_PLACEHOLDER } from '@/config/constants';
import { whenIdle } from '@/ui/idle';
import TextInput from './TextInput';
import { searchableSelectError, searchableSelectId, type SearchableSelectProps } from './selectOptions';

export { REQUIRED_MESSAGE, SEARCH_DEBOUNCE_MS, toOption } from './selectOptions';
export type { RawOption, SearchableSelectProps, SelectOption } from './selectOptions';

type Field = ComponentType<SearchableSelectProps>;

let loadedField: Field | null = null;
let loading: Promise<Field> | null = null;

/** Loads the Autocomplete field once (retrying after a failure); resolves at once when it is already here. */
export function loadSearchableSelect(): Promise<Field> {
  loading ??= import(/* webpackChunkName: "searchable-select" */ './SearchableSelectField').then(
    (m) => (loadedField = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The searchable dropdown of spec 5 and 9 (SearchableSelectField: MUI Autocomplete with Popper, ~20 KB gzipped)
 * without putting Autocomplete on any route's first load: until it is here, an identical-looking read-only
 * combobox holds its place, with the same label, value, placeholder and messages. The field loads when the
 * browser is idle, or at once when the stand-in is focused (click, tap or Tab), and then takes over the focus.
 */
export default function SearchableSelect(props: SearchableSelectProps) {
  const [Field, setField] = useState<Field | null>(() => loadedField);
  const focusWhenReady = useRef(false);
  const mounted = useRef(true);
  const inputId = searchableSelectId(props);

  useEffect(() => {
    mounted.current = true;
    const take = (f: Field) => {
      if (mounted.current) setField(() => f);
    };
    if (!Field) whenIdle(() => loadSearchableSelect().then(take));
    return () => {
      mounted.current = false;
    };
  }, [Field]);

  useEffect(() => {
    if (Field && focusWhenReady.current) {
      focusWhenReady.current = false;
      document.getElementById(inputId)?.focus();
    }
  }, [Field, inputId]);

  if (Field) return <Field {...props} />;

  const shownError = searchableSelectError(props);
  return (
    <TextInput
      id={inputId}
      name={props.name}
      label={props.label}
      value={props.value?.label ?? ''}
      placeholder={props.placeholder ?? DROPDOWN_PLACEHOLDER}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(shownError)}
      helperText={shownError ?? props.helperText}
      onFocus={() => {
        focusWhenReady.current = true;
        void loadSearchableSelect().then((f) => {
          if (mounted.current) setField(() => f);
        });
      }}
      onBlur={(e) => {
        // Removed because the real field took over (it takes the focus): not a blur by the user.
        if (!e.currentTarget.isConnected) return;
        focusWhenReady.current = false;
        props.onBlur?.();
      }}
      slotProps={{
        htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' },
        input: {
          endAdornment: <ArrowDropDown aria-hidden sx={{ mr: -0.75, color: 'action.active', pointerEvents: 'none' }} />,
        },
      }}
    />
  );
}
