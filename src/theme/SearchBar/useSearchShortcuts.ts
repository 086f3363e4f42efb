/**
 * DocSearch 3.9's keyboard shortcuts (its `useDocSearchKeyboardEvents`), kept out of its bundle so
 * the page does not load the modal to listen for them: Ctrl/Cmd+K toggles, '/' opens when no field
 * is being edited, Escape closes, and a letter typed on the focused button opens with that letter.
 */
import { useEffect, type RefObject } from 'react';

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const tagName = target.tagName;
  return target.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggles =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen);
      if (toggles) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
