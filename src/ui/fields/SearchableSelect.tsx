import { DROPDOWN_PLACEHOLDER } from '@/config/constants';
import { deferredField, standInSlots, useDeferredField } from './deferredField';
import TextInput from './TextInput';
import { searchableSelectError, searchableSelectId, type SearchableSelectProps } from './selectOptions';

export { toOption } from './selectOptions';
export type { RawOption, SearchableSelectProps, SelectOption } from './selectOptions';

const searchableSelectField = deferredField<SearchableSelectProps>(() => import(/* webpackChunkName: "searchable-select" */ './SearchableSelectField'));

/** Loads the Autocomplete field now (tests start with it, as a browser that has been idle does). */
export const loadSearchableSelect = searchableSelectField.load;

/**
 * The searchable dropdown of spec 5 and 9 (SearchableSelectField: MUI Autocomplete with Popper, ~20 KB gzipped)
 * without putting Autocomplete on any route's first load: until it is here, an identical-looking read-only
 * combobox holds its place, with the same label, value, placeholder and messages. The field takes its place when the
 * browser is idle, or sooner when the pointer comes over it or it is focused (click, tap or Tab): then it takes over
 * the focus and, after a click or tap, opens its list (useDeferredField).
 */
export default function SearchableSelect(props: SearchableSelectProps) {
  const inputId = searchableSelectId(props);
  const { Field, openOnArrival, standInProps } = useDeferredField(searchableSelectField, inputId, props.onBlur);
  if (Field) return <Field {...props} openOnArrival={openOnArrival} />;

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
      {...standInProps}
      slotProps={standInSlots}
    />
  );
}
