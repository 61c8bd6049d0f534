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
}

/** The text a select shows for its value ('' is a real option too, e.g. 'Any time'). */
export function selectedLabel({ value, options }: Pick<SelectFieldProps, 'value' | 'options'>): string {
  return options.find((o) => o.value === value)?.label ?? '';
}
