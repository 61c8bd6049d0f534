import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { SelectFieldProps } from './SelectField';

/** The field behind SelectField: MUI's Select with its menu, the label always on the border (an empty value is an option). */
export default function SelectMenuField({ id, name, label, value, options, onChange, disabled, openOnArrival = false }: SelectFieldProps) {
  const labelId = `${id}-label`;
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id={labelId} component="div" shrink>
        {label}
      </InputLabel>
      <Select labelId={labelId} id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} displayEmpty defaultOpen={openOnArrival} input={<OutlinedInput label={label} notched />}>
        {options.map((o) => (
          <MenuItem key={o.value || 'empty'} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
