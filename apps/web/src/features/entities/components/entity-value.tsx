import type { EntityDescriptor, FieldDescriptor, EntityDto } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName, formatDate, formatDateTime } from '../../../lib/formatters';
import type { Column } from '../utils/entity-columns';
import { enumValueKey } from '../utils/entity-i18n';
import { relatedRecord } from '../utils/entity-links';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function FieldValue({
  d,
  field,
  value,
  detail,
}: {
  d: EntityDescriptor;
  field: FieldDescriptor;
  value: unknown;
  detail: boolean;
}) {
  const { t } = useTranslation();
  if (isBlank(value)) return null;
  switch (field.kind) {
    case 'boolean':
      return <>{value === true ? t('entities.common.yes') : t('entities.common.no')}</>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'datetime':
      return <time dateTime={String(value)}>{formatDateTime(String(value))}</time>;
    case 'enum':
      return <>{t(enumValueKey(d, field.name, String(value)), { defaultValue: String(value) })}</>;
    case 'uuid':
      return <span className="entity-uuid">{String(value)}</span>;
    case 'text':
      return detail ? <pre>{String(value)}</pre> : <>{String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}

/** A country's name in the interface language (nations are stored with their Italian names). */
function CountryName({ code, stored }: { code: unknown; stored: unknown }) {
  const { i18n } = useTranslation();
  if (isBlank(stored)) return null;
  return <>{countryName(code, String(stored), i18n.language)}</>;
}

/**
 * One property of a record as the list and the detail show it: formatted fields (DD/MM/YYYY,
 * DD/MM/YY HH:mm, yes/no, translated enums) and related records as links (docs/product.md#entity-screens).
 */
export function EntityValue({
  d,
  column,
  dto,
  detail = false,
}: {
  d: EntityDescriptor;
  column: Column;
  dto: EntityDto;
  detail?: boolean;
}) {
  switch (column.kind) {
    case 'id':
      return <>{dto.id}</>;
    case 'field':
      if (column.field.countryCodeField)
        return <CountryName code={dto[column.field.countryCodeField]} stored={dto[column.property]} />;
      return <FieldValue d={d} field={column.field} value={dto[column.property]} detail={detail} />;
    case 'relation': {
      const related = relatedRecord(column.relation, dto);
      if (!related) return null;
      if (!related.href) return <>{related.text}</>;
      return (
        <Link to={related.href} data-testid={`link-${column.property}-${dto.id}`}>
          {related.text}
        </Link>
      );
    }
  }
}
