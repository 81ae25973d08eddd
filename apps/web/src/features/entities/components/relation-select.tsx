import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import {
  useRelationLabel,
  useRelationOptions,
  type RelationOption,
  type RelationRef,
} from '../api/get-relation-options';

const SEARCH_DELAY_MS = 250;

/**
 * A searchable select of a related record (docs/product.md#entity-forms): the input shows the chosen record's label
 * (the target's display fields); typing searches the target on the server (20 matches), so big
 * targets (7,900 cities, every user) work. Arrow keys move through the matches (the input names the
 * highlighted one with aria-activedescendant), Enter picks it, Escape closes the list. Options
 * carry data-testid `<id>-option-<recordId>`, the clear button `<id>-clear`.
 */
export function RelationSelect({
  id,
  relation,
  value,
  onChange,
  onBlur,
  inputRef,
  isInvalid,
  describedBy,
  required,
}: {
  id: string;
  /** The relation's target (an entity name or 'user') and `<entity>.<relation>`. */
  relation: RelationRef;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** The form's handle on the input (a failed submit focuses the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  isInvalid?: boolean;
  /** The id of the field's error message, while there is one. */
  describedBy?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const options = useRelationOptions(relation, search, open);
  const current = useRelationLabel(relation, value);
  const matches: RelationOption[] = options.data ?? [];

  const optionId = (option: RelationOption) => `${listId}-option-${option.id}`;
  const highlighted = open ? matches[highlight] : undefined;

  const shownLabel = value === null ? '' : (current.label ?? (current.isLoading ? '' : `#${value}`));

  const openList = () => {
    setText('');
    setSearch('');
    setHighlight(0);
    setOpen(true);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const choose = (option: RelationOption | null) => {
    onChange(option ? option.id : null);
    close();
  };
  const type = (next: string) => {
    setText(next);
    setHighlight(0);
    setOpen(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else setHighlight((h) => Math.min(h + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((h) => Math.max(h - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[highlight];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relation-select">
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          ref={inputRef}
          data-testid={id}
          data-value={value ?? ''}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          required={required}
          autoComplete="off"
          placeholder={open ? t('entities.common.searchPlaceholder') : t('entities.common.selectPlaceholder')}
          value={open ? text : shownLabel}
          isInvalid={isInvalid}
          onFocus={openList}
          onClick={() => !open && openList()}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        {value !== null && (
          <Button
            variant="outline-secondary"
            className="relation-select-clear"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(null)}
            aria-label={t('entities.common.clearSelection')}
            title={t('entities.common.clearSelection')}
            data-testid={`${id}-clear`}
          >
            ×
          </Button>
        )}
      </InputGroup>
      {open && (
        <ListGroup
          as="ul"
          id={listId}
          role="listbox"
          className="relation-select-list"
          data-testid={`${id}-options`}
        >
          {matches.map((option, index) => (
            <ListGroup.Item
              as="li"
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={option.id === value}
              active={option.id === value}
              className={index === highlight ? 'is-highlighted' : undefined}
              data-testid={`${id}-option-${option.id}`}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setHighlight(index)}
            >
              {option.label || `#${option.id}`}
            </ListGroup.Item>
          ))}
          {matches.length === 0 && (
            <ListGroup.Item as="li" className="text-body-secondary" aria-live="polite">
              {options.isFetching || options.isPending ? t('global.loading') : t('entities.common.noMatches')}
            </ListGroup.Item>
          )}
        </ListGroup>
      )}
    </div>
  );
}
