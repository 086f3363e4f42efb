/**
 * The navbar item types this site's config uses (ejected from the theme, which maps every type): the
 * locale, version and sidebar items would otherwise ship in main.js to every page without being used.
 * A type missing here fails the build with the theme's own "No NavbarItem component found" error.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
} as ComponentTypesObject;

export default ComponentTypes;
