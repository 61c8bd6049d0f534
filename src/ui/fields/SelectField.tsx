import { deferredField, standInSlots, useDeferredField } from './deferredField';
import TextInput from './TextInput';
import { selectedLabel, type SelectFieldProps } from './selectField';

export type { SelectFieldOption, SelectFieldProps } from './selectField';

const selectMenuField = deferredField<SelectFieldProps>(() => import(/* webpackChunkName: "select-menu" */ './SelectMenuField'));

/** Loads MUI's Select now (tests start with it, as a browser that has been idle does). */
export const loadSelectField = selectMenuField.load;

/**
 * A drop-down of fixed options with MUI's menu (SelectMenuField). Select brings Menu, Popover, Modal, a focus trap
 * and transitions (~15 KB gzipped), so it loads after the first paint, like SearchableSelect: a read-only combobox
 * showing the chosen option holds its place until the pointer comes over it or it is focused; a click or tap opens
 * the menu at once.
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
      onFocus={standInProps.onFocus}
      onPointerEnter={standInProps.onPointerEnter}
      onPointerDown={standInProps.onPointerDown}
      onBlur={(e) => {
        if (e.currentTarget.isConnected) standInProps.onCandidateBlur();
      }}
      slotProps={{ ...standInSlots, inputLabel: { shrink: true } }}
    />
  );
}
