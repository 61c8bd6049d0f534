import { useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDebounced } from '@/ui/useDebounced';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useGetDropdownQuery, type DropdownKind } from '@/api/dropdownApi';
import type { CityItem, DropdownItem, PlaceItem } from '@/shared/apiTypes';
import { cityOptionLabel } from '@/shared/places';
import { TAG_LIMIT, TAG_MIN_QUERY_SHARED, TAG_SEPARATORS_SHARED } from '@/config/constants';

/** A tag: an existing lookup item (with id) or free text typed by the user (no id = new). Cities carry currency data. */
export interface TagValue {
  id?: number;
  name: string;
  currency?: string;
  currency_id?: number;
  symbol?: string;
  /** A whole country or region from the 'places' dropdown ('country:AE', 'region:GCC'; issue 29): no id, not new. */
  place?: string;
}

export const TAG_MESSAGES = {
  limitReached: 'Tag limit reached!',
  required: 'Field is required',
  clearAll: (label: string) => `Clear all ${label}`,
  remove: (name: string) => `Remove ${name}`,
  suggestions: (label: string) => `${label} suggestions`,
} as const;

export interface TagInputProps {
  label: string;
  name: string;
  value: TagValue[];
  onChange: (value: TagValue[]) => void;
  /** Called when the field loses focus (Formik: mark touched). */
  onBlur?: () => void;
  /** Where suggestions come from (GET /dropdown/{kind}). Without it the field takes free text only. */
  dropdown?: { kind: DropdownKind; country_id?: number | string };
  /** Minimum typed characters before suggestions are fetched (spec 5: 2 shared, 1 in the preference form). */
  minQuery?: number;
  /** Keys that turn the typed text into a tag (KeyboardEvent.key values). */
  separators?: readonly string[];
  /** Maximum tag count (spec 9: default 10). */
  limit?: number;
  required?: boolean;
  touched?: boolean;
  /** An error from the form; 'Field is required' is derived here when required, touched and empty. */
  error?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Debounce of the suggestion query in ms. */
  debounceMs?: number;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function toTag(item: DropdownItem | CityItem | PlaceItem): TagValue {
  if ('kind' in item && item.kind !== 'city') return { name: item.name, place: item.value };
  const tag: TagValue = { id: item.id, name: item.name };
  if ('currency' in item) {
    tag.currency = item.currency;
    tag.currency_id = item.currency_id;
    tag.symbol = item.symbol;
  }
  return tag;
}

function SortableTag({ id, tag, disabled, onRemove }: { id: string; tag: TagValue; disabled?: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const isNew = tag.id === undefined && !tag.place;
  return (
    <Box
      ref={setNodeRef}
      component="li"
      data-testid="tag"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        height: 30,
        borderRadius: 15,
        border: 1,
        borderColor: isNew ? theme.palette.grey[500] : theme.palette.primary.main,
        bgcolor: isNew ? 'transparent' : theme.palette.primary.main,
        color: isNew ? theme.palette.text.primary : theme.palette.primary.contrastText,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
      })}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={disabled}
        sx={{
          all: 'unset',
          px: 1.25,
          fontSize: 13,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          cursor: disabled ? 'default' : 'grab',
          touchAction: 'none',
          borderRadius: 14,
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
        }}
      >
        {tag.name}
      </Box>
      {!disabled && (
        <Box
          component="button"
          type="button"
          aria-label={TAG_MESSAGES.remove(tag.name)}
          onClick={(e) => {
            e.stopPropagation();
            onRemove();
          }}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            // WCAG 2.2 target size: at least 24 × 24 px.
            width: 24,
            height: 24,
            mr: 0.375,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            fontSize: 16,
            lineHeight: 1,
            '&:hover': { bgcolor: 'rgba(0,0,0,0.15)' },
            '&:focus-visible': { outline: '2px solid currentColor' },
          }}
        >
          <span aria-hidden="true">×</span>
        </Box>
      )}
    </Box>
  );
}

/**
 * Tag input with suggestions (spec 4 "Career preference form", 5 "Tags"): unique tags (case-insensitive), a limit
 * with 'Tag limit reached!', separators, add on blur, remove, drag to reorder (pointer and keyboard), clear all 'X'.
 * Free text is allowed: a tag without id is new. One component, configured per use (the preference form passes
 * Enter/comma and min query 1).
 */
export default function TagInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  dropdown,
  minQuery = TAG_MIN_QUERY_SHARED,
  separators = TAG_SEPARATORS_SHARED,
  limit = TAG_LIMIT,
  required,
  touched,
  error,
  disabled,
  placeholder,
  debounceMs = 250,
}: TagInputProps) {
  const uid = useId();
  const inputId = `${name}-${uid}`;
  const listId = `${inputId}-listbox`;
  const helpId = `${inputId}-help`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [limitHit, setLimitHit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const query = text.trim();
  const term = useDebounced(query, debounceMs);

  const skip = !dropdown || term.length < minQuery || disabled;
  const { data } = useGetDropdownQuery(
    { kind: dropdown?.kind ?? 'jobtitles', term, country_id: dropdown?.country_id },
    { skip },
  );
  const suggestions = useMemo(() => {
    if (skip || !data || query.length < minQuery) return [];
    return (data as (DropdownItem | CityItem)[]).filter((item) => !value.some((t) => sameName(t.name, item.name)));
  }, [skip, data, query, minQuery, value]);
  const showList = open && suggestions.length > 0;

  const atLimit = value.length >= limit;
  const charSeparators = separators.filter((s) => s.length === 1);

  const add = (tag: TagValue): boolean => {
    const nameText = tag.name.trim();
    if (!nameText) return false;
    if (value.length >= limit) {
      setLimitHit(true);
      return false;
    }
    setText('');
    setActive(-1);
    if (value.some((t) => sameName(t.name, nameText))) return false;
    onChange([...value, { ...tag, name: nameText }]);
    return true;
  };

  /** Typed text becomes the matching suggestion when there is one (keeps its id), else a new free-text tag. */
  const addTyped = (raw: string) => {
    const match = (data as (DropdownItem | CityItem)[] | undefined)?.find((item) => sameName(item.name, raw));
    return add(match && !skip ? toTag(match) : { name: raw });
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setLimitHit(false);
  };

  const clearAll = () => {
    onChange([]);
    setLimitHit(false);
    inputRef.current?.focus();
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    // A separator character arriving through input (paste, mobile keyboards) splits the text into tags.
    if (charSeparators.some((s) => next.includes(s))) {
      const parts = next.split(new RegExp(`[${charSeparators.map((s) => `\\${s}`).join('')}]`));
      const last = parts.pop() ?? '';
      let tags = value;
      for (const part of parts) {
        const p = part.trim();
        if (!p) continue;
        if (tags.length >= limit) {
          setLimitHit(true);
          break;
        }
        if (!tags.some((t) => sameName(t.name, p))) tags = [...tags, { name: p }];
      }
      if (tags !== value) onChange(tags);
      // At the limit the rest has nowhere to go: the field stays empty and says why.
      if (tags.length >= limit && last.trim()) setLimitHit(true);
      setText(tags.length >= limit ? '' : last);
    } else {
      setText(next);
      if (limitHit && next === '') setLimitHit(false);
    }
    setOpen(true);
    setActive(-1);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // At the limit the field takes no more text (issue 29): a typed character only says why.
    if (atLimit && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      setLimitHit(true);
      return;
    }
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
      return;
    }
    if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
      return;
    }
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key === 'Backspace' && text === '' && value.length) {
      remove(value.length - 1);
      return;
    }
    if (separators.includes(e.key)) {
      // Tab with nothing typed keeps its job of moving focus.
      if (e.key === 'Tab' && !query) return;
      if (e.key === 'Enter' || query) e.preventDefault();
      if (!query) return;
      if (showList && active >= 0 && suggestions[active]) add(toTag(suggestions[active]));
      else addTyped(query);
    }
  };

  const handleBlur = () => {
    if (query && !atLimit) addTyped(query);
    setOpen(false);
    setActive(-1);
    onBlur?.();
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Names are unique (case-insensitive), so they identify a tag across reorders.
  const ids = value.map((t) => t.name.toLocaleLowerCase());
  const handleDragEnd = ({ active: a, over }: DragEndEvent) => {
    if (!over || a.id === over.id) return;
    const from = ids.indexOf(String(a.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove(value, from, to));
  };

  const requiredError = required && touched && value.length === 0 ? TAG_MESSAGES.required : undefined;
  const shownError = limitHit ? TAG_MESSAGES.limitReached : error && touched !== false ? error : requiredError;
  const invalid = !!shownError;

  return (
    <FormControl fullWidth error={invalid} disabled={disabled} required={required} sx={{ position: 'relative' }}>
      <FormLabel htmlFor={inputId} sx={{ mb: 0.5, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Box
        onClick={() => inputRef.current?.focus()}
        sx={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 42,
          px: 1,
          py: 0.5,
          border: 1,
          borderRadius: 1,
          borderColor: invalid ? theme.palette.error.main : 'rgba(0, 0, 0, 0.23)',
          bgcolor: disabled ? theme.palette.action.disabledBackground : 'background.paper',
          '&:focus-within': { borderColor: invalid ? theme.palette.error.main : theme.palette.primary.main, boxShadow: `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}` },
        })}
      >
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            {value.length > 0 && (
              <Box component="ul" aria-label={label} sx={{ display: 'contents', m: 0, p: 0, listStyle: 'none' }}>
                {value.map((tag, i) => (
                  <SortableTag key={ids[i]} id={ids[i]} tag={tag} disabled={disabled} onRemove={() => remove(i)} />
                ))}
              </Box>
            )}
          </SortableContext>
        </DndContext>
        <InputBase
          inputRef={inputRef}
          id={inputId}
          name={name}
          value={text}
          disabled={disabled}
          // Read-only, not disabled, at the limit: focus, Backspace (remove the last tag) and Tab still work.
          readOnly={atLimit && !disabled}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={handleBlur}
          placeholder={value.length === 0 ? placeholder : undefined}
          sx={{ flex: 1, minWidth: 120, fontSize: 15 }}
          inputProps={{
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': showList ? listId : undefined,
            'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
            'aria-describedby': shownError ? helpId : undefined,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
          }}
        />
        {value.length > 0 && !disabled && (
          <IconButton
            size="small"
            aria-label={TAG_MESSAGES.clearAll(label)}
            onClick={(e) => {
              e.stopPropagation();
              clearAll();
            }}
            sx={{ ml: 'auto', fontSize: 14, fontWeight: 700, width: 28, height: 28 }}
          >
            X
          </IconButton>
        )}
      </Box>
      {showList && (
        <Paper
          elevation={4}
          component="ul"
          id={listId}
          role="listbox"
          aria-label={TAG_MESSAGES.suggestions(label)}
          sx={{ position: 'absolute', top: '100%', left: 0, right: 0, zIndex: 10, m: 0, mt: 0.5, p: 0.5, listStyle: 'none', maxHeight: 300, overflowY: 'auto' }}
        >
          {suggestions.map((item, i) => (
            <Box
              component="li"
              key={item.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input so its blur does not add the half-typed text.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(toTag(item))}
              sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: i === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
            >
              {'country' in item ? cityOptionLabel(item) : item.name}
            </Box>
          ))}
        </Paper>
      )}
      {shownError && <FormHelperText id={helpId}>{shownError}</FormHelperText>}
    </FormControl>
  );
}
