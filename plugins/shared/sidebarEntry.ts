/** A sidebar item as the docs plugin loads it: the fields the plugins that walk the sidebars read. */
export interface SidebarEntry {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarEntry[];
  link?: { type: string; id?: string };
}
