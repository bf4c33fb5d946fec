import type * as LeafletModule from 'leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { limits } from '#shared/limits.ts';
import { useTheme } from '#web/lib/use-theme.ts';
import type { Office } from '#shared/schemas/settings.ts';
import styles from './contacts.module.css';

interface OfficeMapProps {
  /** At least one. */
  offices: Office[];
  /** The office to zoom in on; null shows them all. */
  selected: Office | null;
  tilesLight: string;
  tilesDark: string;
  attribution: string;
}

interface Loaded {
  L: typeof LeafletModule;
  map: LeafletMap;
}

/**
 * Leaflet touches `window` when it loads, so it is imported only in the browser, after
 * hydration, and only on this page. The tiles follow the site theme.
 */
export function OfficeMap({ offices, selected, tilesLight, tilesDark, attribution }: OfficeMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const theme = useTheme() ?? 'light';
  const tilesUrl = theme === 'dark' ? tilesDark : tilesLight;

  // The map is made once; the markers follow the offices (an admin's edit changes them in place).
  useEffect(() => {
    let cancelled = false;
    let instance: LeafletMap | undefined;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !containerRef.current) return;
      // Its credits come with the tiles (below): a control made now would show "Leaflet" alone
      // for a frame and then widen to the left, a layout shift on every visit.
      instance = L.map(containerRef.current, { scrollWheelZoom: false, attributionControl: false });
      // The tiles are pictures of streets, dozens of images with an empty alt: kept out of the
      // accessibility tree as a whole; the region's label and the markers' tooltips name the offices.
      instance.getPane('tilePane')?.setAttribute('aria-hidden', 'true');
      setLoaded({ L, map: instance });
    });
    return () => {
      cancelled = true;
      instance?.remove();
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const markers = loaded.L.layerGroup(
      offices.map((o) =>
        loaded.L.circleMarker([o.lat, o.lng], {
          radius: 9,
          color: '#ffffff',
          weight: 3,
          fillColor: '#b5813f',
          fillOpacity: 1,
        })
          .bindTooltip(`${o.city} office`)
          // Chromium puts Leaflet's clickable SVG paths in the Tab order, where they were stops
          // with no name and no action: named, and out of the Tab order ('Show on the map' is the
          // keyboard's way to an office). Their paths exist once the map has a view ('add').
          .on('add', (event) => {
            const path = (event.target as LeafletModule.CircleMarker).getElement();
            path?.setAttribute('tabindex', '-1');
            path?.setAttribute('role', 'img');
            path?.setAttribute('aria-label', `${o.city} office`);
          }),
      ),
    ).addTo(loaded.map);
    return () => {
      markers.remove();
    };
  }, [loaded, offices]);

  useEffect(() => {
    if (!loaded) return;
    const tiles = loaded.L.tileLayer(tilesUrl, { attribution, maxZoom: 19 }).addTo(loaded.map);
    // Once per map, after its first tiles: the control reads their credits as it is added.
    loaded.map.attributionControl ??= loaded.L.control.attribution().addTo(loaded.map);
    return () => {
      tiles.remove();
    };
  }, [loaded, tilesUrl, attribution]);

  // One office (or the one picked): at the street zoom of SPEC; several: all of them in view.
  const focus = selected ?? (offices.length === 1 ? offices[0] : undefined);
  useEffect(() => {
    if (!loaded) return;
    if (focus) loaded.map.setView([focus.lat, focus.lng], limits.mapZoom);
    else loaded.map.fitBounds(loaded.L.latLngBounds(offices.map((o) => [o.lat, o.lng])), { padding: [48, 48], maxZoom: limits.mapZoom });
  }, [loaded, focus, offices]);

  return (
    <div
      ref={containerRef}
      className={styles.map}
      role="region"
      aria-label={focus ? `Map: ${focus.city} office` : `Map: ${offices.map((o) => o.city).join(', ')} offices`}
    />
  );
}
