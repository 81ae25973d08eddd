import type { RelationDescriptor, EntityDto } from '@app/contracts';
import { paths } from '../../../config/paths';

export interface RelatedRecord {
  id: number;
  /** The display value the answer carries (displayAs), else the id. */
  text: string;
  /** The related record's page; none for a login user whose login the answer does not carry. */
  href: string | null;
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The record a relation cell points at (docs/product.md#entity-screens): the
 * target's detail `/{target}/{id}`, or the user-management page `/admin/user-management/{login}`
 * for login users.
 */
export function relatedRecord(
  relation: RelationDescriptor,
  dto: Record<string, unknown>,
): RelatedRecord | null {
  const raw = dto[relation.name];
  if (!present(raw)) return null;
  const id = Number(raw);
  const display = relation.displayAs ? dto[relation.displayAs] : undefined;
  const text = present(display) ? String(display) : String(raw);
  if (relation.target !== 'user') return { id, text, href: paths.entity.detail.getHref(relation.target, id) };
  const showsLogin = (relation.displayAsField ?? relation.display[0]) === 'login';
  return {
    id,
    text,
    href: showsLogin && present(display) ? paths.admin.userDetail.getHref(String(display)) : null,
  };
}

export const rowId = (dto: EntityDto) => dto.id;
