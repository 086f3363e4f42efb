/**
 * The navbar search: Docusaurus's DocSearch SearchBar, split so a page loads only the button and the
 * keyboard shortcuts. DocSearch 3.9 ships button and modal as one module, and the theme creates the
 * search client at render time, so the stock SearchBar puts the whole modal and algoliasearch in
 * every page's main bundle. Here the modal, the client and the host logic (SearchModal.tsx) load on
 * hover, focus or touch of the button, and open on click, Ctrl/Cmd+K or '/'.
 */
import React, { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import SearchButton from './SearchButton';
// DocSearch's styles for button and modal. Imported as CSS files: `@docsearch/react/style` re-exports
// them from JS in a package marked side-effect free, so the bundler would drop that import.
import '@docsearch/css/dist/style.css';
import '@site/src/search/search.css';
import { useSearchShortcuts } from './useSearchShortcuts';
import { searchIndexUrl } from '@site/src/search/indexUrl';
import { warmUpSearch } from '@site/src/search/warmUp';
import type { DocSearchProps, SearchModalProps } from './SearchModal';

/**
 * The button's texts, the same entry as the theme's SearchTranslations (whose modal texts would
 * otherwise come along into every page).
 */
const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = { buttonText: searchLabel, buttonAriaLabel: searchLabel };

let SearchModal: ComponentType<SearchModalProps> | null = null;
function importSearchModalIfNeeded(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return import('./SearchModal').then((module) => {
    SearchModal = module.default;
  });
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const docSearchProps = { ...(siteConfig.themeConfig.algolia as DocSearchProps), ...props };
  const searchContainer = useRef<HTMLDivElement | null>(null);
  // The modal's portal target, created on first open; kept in state too, so render never reads the ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Intent to search (hover, focus, touch, click, shortcut): load the modal and, at once, warm the
  // search (warmUp.ts is in this bundle: as a chunk of its own it ran only after the modal's code).
  const { baseUrl } = siteConfig;
  const onIntent = useCallback(() => {
    const { appId, apiKey, indexName } = docSearchProps;
    warmUpSearch({ appId, apiKey, indexName, indexUrl: searchIndexUrl(baseUrl) });
    void importSearchModalIfNeeded();
    // docSearchProps is rebuilt on each render from the same site config; the first one will do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseUrl]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    onIntent();
    void importSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [onIntent]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // The browser's own Ctrl+F stays the browser's.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The modal's input receives this key as its initial query; typing it again would double it.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef });

  return (
    <>
      <SearchButton
        ref={searchButtonRef}
        onTouchStart={onIntent}
        onFocus={onIntent}
        onMouseOver={onIntent}
        onClick={openModal}
        translations={buttonTranslations}
      />
      {isOpen && SearchModal && container && (
        <SearchModal
          container={container}
          initialQuery={initialQuery}
          onClose={closeModal}
          docSearchProps={docSearchProps}
        />
      )}
    </>
  );
}
