import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { entityBodySchema, type EntityBody, type EntityDescriptor, type EntityDto } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { SubmitButton } from '../../../components/ui/submit-button';
import { propertyLabelKey } from '../utils/entity-i18n';
import { entityPayload, formBody, initialFormValues, type FormValues } from '../utils/form-values';
import { FieldControl, RelationControl } from './entity-field-control';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * The create / edit form of any entity (docs/product.md#entity-forms). The inputs hold strings; on submit they become
 * typed values checked by the contracts' entityBodySchema (required -> entity.validation.required),
 * and the payload is the existing record merged with them. Edit shows the read-only ID and the
 * generated fields (uuid); create hides both.
 */
export function EntityForm({
  d,
  entity,
  saving,
  backHref,
  onSubmit,
}: {
  d: EntityDescriptor;
  /** The record being edited; none on create. */
  entity?: EntityDto;
  saving: boolean;
  backHref: string;
  onSubmit: (payload: EntityBody) => void;
}) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<FormValues, unknown, EntityBody>>(() => {
    const validate = zodResolver(entityBodySchema(d));
    return (values, context, options) =>
      validate(formBody(d, values), context, options as never) as ReturnType<
        Resolver<FormValues, unknown, EntityBody>
      >;
  }, [d]);
  const defaultValues = useMemo(() => initialFormValues(d, entity), [d, entity]);
  const { register, control, handleSubmit, formState } = useForm<FormValues, unknown, EntityBody>({
    resolver,
    defaultValues,
  });
  const { errors } = formState;

  return (
    <Form
      noValidate
      data-testid="entity-form"
      onSubmit={handleSubmit((values) => onSubmit(entityPayload(d, entity, values)))}
    >
      {entity && (
        <Form.Group className="mb-3" controlId={`${d.name}-id`}>
          <Form.Label>{t('entities.common.id')}</Form.Label>
          <Form.Control readOnly value={entity.id} data-testid={`${d.name}-id`} />
        </Form.Group>
      )}
      {d.fields.map((field) =>
        field.generated ? (
          entity && (
            <Form.Group className="mb-3" controlId={`${d.name}-${field.name}`} key={field.name}>
              <Form.Label>{t(propertyLabelKey(d, field.name))}</Form.Label>
              <Form.Control
                readOnly
                value={String(entity[field.name] ?? '')}
                data-testid={`${d.name}-${field.name}`}
              />
            </Form.Group>
          )
        ) : (
          <FieldControl
            key={field.name}
            d={d}
            field={field}
            register={register}
            control={control}
            error={errors[field.name]}
          />
        ),
      )}
      {d.relations.map((relation) => (
        <RelationControl
          key={relation.name}
          d={d}
          relation={relation}
          control={control}
          error={errors[relation.name]}
        />
      ))}
      <div className="d-flex gap-2 mt-4">
        <LinkButton to={backHref} variant="secondary" data-testid="entity-cancel">
          <Icon name="arrowLeft" className="me-1" />
          {t('entities.common.back')}
        </LinkButton>
        <SubmitButton saving={saving} id="entity-save">
          <Icon name="save" className="me-1" />
          {t('entities.common.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
