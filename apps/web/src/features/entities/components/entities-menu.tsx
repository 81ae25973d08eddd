/** The entities menu (part 1 §2): written by the generic-entities work. */
export function EntitiesMenu() {
  return null;
}
