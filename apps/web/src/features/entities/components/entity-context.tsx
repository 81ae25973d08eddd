import { createContext, use } from 'react';
import { Outlet } from 'react-router';
import type { EntityDescriptor } from '@app/contracts';

const EntityContext = createContext<EntityDescriptor | null>(null);

/** The route element of one entity's base path: its screens read the descriptor from here. */
export function EntityScope({ descriptor }: { descriptor: EntityDescriptor }) {
  return (
    <EntityContext value={descriptor}>
      <Outlet />
    </EntityContext>
  );
}

/** The descriptor of the entity whose screen is shown. */
export function useEntityDescriptor(): EntityDescriptor {
  const descriptor = use(EntityContext);
  if (!descriptor) throw new Error('An entity screen must be rendered inside its EntityScope route');
  return descriptor;
}
