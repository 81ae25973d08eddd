import type { ComponentPropsWithRef } from 'react';
import Form from 'react-bootstrap/Form';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@app/contracts';
import { Icon } from './icon';

/** The navbar menu: the active language as the title, one item per language. */
interface LanguageMenuProps {
  variant: 'menu';
  id: string;
  value: Language;
  onSelect: (language: Language) => void;
}

/** A form select (settings, account and user forms); takes `register('langKey')` and Form.Select's props. */
type LanguageFormSelectProps = { variant?: 'select' } & Omit<
  ComponentPropsWithRef<typeof Form.Select>,
  'children'
>;

export type LanguageSelectProps = LanguageMenuProps | LanguageFormSelectProps;

/**
 * The one language picker: every language of `LANGUAGES`, each named by `global.languages.<code>`.
 * `variant="menu"` is the navbar dropdown (shown only when there is more than one language; test ids
 * `<id>` and `language-<code>`); the default is a Bootstrap form select.
 */
export function LanguageSelect(props: LanguageSelectProps) {
  const { t } = useTranslation();
  const name = (language: Language) => t(`global.languages.${language}`);

  if (props.variant === 'menu') {
    const { id, value, onSelect } = props;
    if (LANGUAGES.length < 2) return null;
    // Named "Language: Italiano" for screen readers; the globe and the language show it on screen.
    const title = (
      <span className="d-inline-flex align-items-center gap-1">
        <Icon name="globe" />
        <span className="visually-hidden">{`${t('global.a11y.language')}: `}</span>
        <span>{name(value)}</span>
      </span>
    );
    return (
      <NavDropdown title={title} id={id} data-testid={id} align="end">
        {LANGUAGES.map((language) => (
          <NavDropdown.Item
            key={language}
            as="button"
            lang={language}
            // Marked by class and aria-current, not `active` (which adds aria-selected, not allowed on a menu item).
            className={language === value ? 'active' : undefined}
            aria-current={language === value ? 'true' : undefined}
            data-testid={`language-${language}`}
            onClick={() => onSelect(language)}
          >
            {name(language)}
          </NavDropdown.Item>
        ))}
      </NavDropdown>
    );
  }

  const { variant: _variant, ...selectProps } = props;
  return (
    <Form.Select {...selectProps}>
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {name(language)}
        </option>
      ))}
    </Form.Select>
  );
}
