import type * as LeafletModule from 'leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { limits } from '#shared/limits.ts';
import { useTheme } from '#web/lib/use-theme.ts';
import type { Office } from './offices.ts';
import styles from './contacts.module.css';

interface OfficeMapProps {
  office: Office;
  offices: Office[];
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
export function OfficeMap({ office, offices, tilesLight, tilesDark, attribution }: OfficeMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const theme = useTheme() ?? 'light';
  const tilesUrl = theme === 'dark' ? tilesDark : tilesLight;
  const [lat, lng] = office.position;

  useEffect(() => {
    let cancelled = false;
    let instance: LeafletMap | undefined;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !containerRef.current) return;
      instance = L.map(containerRef.current, { scrollWheelZoom: false });
      for (const o of offices) {
        L.circleMarker(o.position, {
          radius: 9,
          color: '#ffffff',
          weight: 3,
          fillColor: '#b5813f',
          fillOpacity: 1,
        })
          .bindTooltip(`${o.city} office`)
          .addTo(instance);
      }
      setLoaded({ L, map: instance });
    });
    return () => {
      cancelled = true;
      instance?.remove();
    };
  }, [offices]);

  useEffect(() => {
    if (!loaded) return;
    const tiles = loaded.L.tileLayer(tilesUrl, { attribution, maxZoom: 19 }).addTo(loaded.map);
    return () => {
      tiles.remove();
    };
  }, [loaded, tilesUrl, attribution]);

  useEffect(() => {
    loaded?.map.setView([lat, lng], limits.mapZoom);
  }, [loaded, lat, lng]);

  return (
    <div
      ref={containerRef}
      className={styles.map}
      role="region"
      aria-label={`Map: ${office.city} office`}
    />
  );
}
