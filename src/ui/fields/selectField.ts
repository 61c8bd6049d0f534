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
export function selectedLabel({ value, options }: Pick<SelectFieldProps, 'value' | 'options'>): string {
  return options.find((o) => o.value === value)?.label ?? '';
}
