/** The administration menu (part 1 §2): written by the administration work. */
export function AdminMenu() {
  return null;
}
