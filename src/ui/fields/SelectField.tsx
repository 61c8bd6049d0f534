import { deferredField, standInSlots, useDeferredField } from './deferredField';
import TextInput from './TextInput';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: SelectFieldOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Set by SelectField only: a click or tap on its stand-in brought the menu, so it opens at once. */
  openOnArrival?: boolean;
}

/** The text a select shows for its value ('' is a real option too, e.g. 'Any time'). */
function selectedLabel({ value, options }: Pick<SelectFieldProps, 'value' | 'options'>): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

const selectMenuField = deferredField<SelectFieldProps>(() => import(/* webpackChunkName: "select-menu" */ './SelectMenuField'));

/** Loads MUI's Select now (tests start with it, as a browser that has been idle does). */
export const loadSelectField = selectMenuField.load;

/**
 * A drop-down of fixed options with MUI's menu (SelectMenuField). Select brings Menu, Popover, Modal, a focus trap
 * and transitions (~15 KB gzipped), so it loads after the first paint, like SearchableSelect: a read-only combobox
 * showing the chosen option holds its place until then (or until the pointer or the focus comes to it); a click or tap
 * on it opens the menu at once (useDeferredField).
 */
export default function SelectField(props: SelectFieldProps) {
  const { Field, openOnArrival, standInProps } = useDeferredField(selectMenuField, props.id);
  if (Field) return <Field {...props} openOnArrival={openOnArrival} />;
  return (
    <TextInput
      id={props.id}
      name={props.name}
      label={props.label}
      value={selectedLabel(props)}
      disabled={props.disabled}
      {...standInProps}
      slotProps={{ ...standInSlots, inputLabel: { shrink: true } }}
    />
  );
}
