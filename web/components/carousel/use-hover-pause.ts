import { useState } from 'react';

/**
 * Pauses autoplay while the pointer is over the carousel or focus is inside it, so nobody
 * has a slide change under their cursor or keyboard focus.
 */
export function useHoverPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
