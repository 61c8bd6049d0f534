import { useEffect, useMemo, useRef, useState, type JSX } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextInput from '@/ui/fields/TextInput';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetDropdownQuery } from '@/api/dropdownApi';
import { DROPDOWN_MAX_MENU_HEIGHT, DROPDOWN_MIN_MENU_HEIGHT, DROPDOWN_PLACEHOLDER } from '@/config/constants';
import { useDebounced } from '@/ui/useDebounced';
import { searchableSelectError, searchableSelectId, SEARCH_DEBOUNCE_MS, toOption, type SearchableSelectProps, type SelectOption } from './selectOptions';

/**
 * The field behind SearchableSelect (which swaps it in for its stand-in). Searchable dropdown of spec 5 and 9: placeholder 'Select', menu at most 300 px high and opened upwards when
 * less than 140 px remain below, 'Field is required' once touched while empty. Keyboard: type to filter,
 * arrows to move, Enter to pick, Escape to close (MUI Autocomplete).
 */
export default function SearchableSelectField(props: SearchableSelectProps): JSX.Element {
  const {
    label,
    name,
    value,
    onChange,
    onBlur,
    options: staticOptions,
    dropdown,
    required = false,
    disabled = false,
    placeholder = DROPDOWN_PLACEHOLDER,
    helperText,
    openOnArrival = false,
  } = props;

  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [openUpwards, setOpenUpwards] = useState(false);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const openList = () => {
    const rect = anchorRef.current?.getBoundingClientRect();
    setOpenUpwards(rect ? window.innerHeight - rect.bottom < DROPDOWN_MIN_MENU_HEIGHT && rect.top > DROPDOWN_MIN_MENU_HEIGHT : false);
    setOpen(true);
  };
  // A click or tap on the stand-in brought this field: open as the click would have (only on arrival).
  useEffect(() => {
    if (openOnArrival) openList();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);
  const debouncedTerm = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const minQuery = dropdown?.minQuery ?? 0;
  const remote = dropdown !== undefined;
  const tooShort = remote && debouncedTerm.length < minQuery;

  const { data, isFetching } = useGetDropdownQuery(
    { kind: dropdown?.kind ?? 'cities', term: debouncedTerm || undefined, country_id: dropdown?.country_id },
    { skip: !remote || !open || tooShort },
  );

  const options = useMemo<SelectOption[]>(() => {
    const list = remote ? (tooShort ? [] : (data ?? [])) : (staticOptions ?? []);
    const mapped = list.map(toOption);
    // Keep the current value among the options so MUI can match it while a new search is in flight.
    if (value && !mapped.some((o) => o.value === value.value)) mapped.unshift(value);
    return mapped;
  }, [remote, tooShort, data, staticOptions, value]);

  const shownError = searchableSelectError(props);
  const inputId = searchableSelectId(props);

  return (
    <Autocomplete<SelectOption, false, false, false>
      id={inputId}
      ref={anchorRef}
      open={open}
      onOpen={openList}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, option) => {
        setTerm('');
        onChange(option);
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setTerm(text);
        else if (reason === 'clear') setTerm('');
      }}
      onBlur={onBlur}
      options={options}
      // Remote results are already filtered by the server.
      filterOptions={remote ? (o) => o : undefined}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.value}
      isOptionEqualToValue={(o, v) => o.value === v.value}
      loading={remote && isFetching}
      noOptionsText={tooShort ? `Type at least ${minQuery} characters` : 'No options'}
      disabled={disabled}
      autoHighlight
      fullWidth
      slotProps={{
        listbox: { sx: { maxHeight: DROPDOWN_MAX_MENU_HEIGHT } },
        popper: { placement: openUpwards ? 'top-start' : 'bottom-start' },
      }}
      renderInput={(params) => (
        <TextInput
          {...params}
          label={label}
          name={name}
          placeholder={placeholder}
          required={required}
          error={Boolean(shownError)}
          helperText={shownError ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {remote && isFetching ? <CircularProgress color="inherit" size={18} aria-label="Loading options" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
