import { useRef, useState } from 'react';
import { limits } from '#shared/limits.ts';
import type { PublicSettings } from '#shared/content.ts';
import { OfficeCard } from './office-card.tsx';
import { OfficeMap } from './office-map.tsx';
import { offices } from './offices.ts';
import styles from './contacts.module.css';

type MapSettings = Pick<PublicSettings, 'mapTilesLight' | 'mapTilesDark' | 'mapAttribution'>;

export function ContactsPage({ settings }: { settings: MapSettings }) {
  const [selectedId, setSelectedId] = useState(offices[0]?.id);
  const office = offices.find((o) => o.id === selectedId) ?? offices[0];
  const mapRef = useRef<HTMLDivElement>(null);
  const show = (id: string) => {
    setSelectedId(id);
    // On narrow screens the map sits above the list; bring it into view to show the change.
    if (window.matchMedia(`(max-width: ${limits.locationBreakpointPx}px)`).matches) {
      mapRef.current?.scrollIntoView({ block: 'start' });
    }
  };
  return (
    <div className={styles.layout}>
      <div className={styles.info}>
        <p className={styles.kicker}>Get in touch</p>
        <h1 className={styles.title}>Contacts</h1>
        <p className={styles.intro}>
          Three offices, one team. Write to the one nearest your shoot, or to any of us.
        </p>
        <ul className={styles.offices}>
          {offices.map((o) => (
            <OfficeCard
              key={o.id}
              office={o}
              selected={o.id === office?.id}
              onShow={() => show(o.id)}
            />
          ))}
        </ul>
      </div>
      {office && (
        <div ref={mapRef} className={styles.mapSlot}>
          <OfficeMap
            office={office}
            offices={offices}
            tilesLight={settings.mapTilesLight}
            tilesDark={settings.mapTilesDark}
            attribution={settings.mapAttribution}
          />
        </div>
      )}
    </div>
  );
}
