import { type ReactNode, useRef, useState } from 'react';
import { limits } from '#shared/limits.ts';
import type { PublicSettings } from '#shared/content.ts';
import type { Office } from '#shared/schemas/settings.ts';
import { OfficeCard } from './office-card.tsx';
import { OfficeMap } from './office-map.tsx';
import styles from './contacts.module.css';

type MapSettings = Pick<PublicSettings, 'mapTilesLight' | 'mapTilesDark' | 'mapAttribution'>;

function introFor(count: number): string {
  if (count === 0) return 'Our contact details will be here soon.';
  if (count === 1) return 'Write to us or call: we answer every message.';
  const counted = ['Two', 'Three', 'Four', 'Five', 'Six'][count - 2] ?? String(count);
  return `${counted} offices, one team. Write to the one nearest your shoot, or to any of us.`;
}

/**
 * The offices of the site settings with their map. No office is shown on the map until one is
 * picked: the map first fits them all. `toolbar`: the administrator's settings button.
 */
export function ContactsPage({ settings, offices, toolbar }: { settings: MapSettings; offices: Office[]; toolbar?: ReactNode }) {
  const [selected, setSelected] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const show = (index: number) => {
    setSelected(index);
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
        {toolbar}
        <p className={styles.intro}>{introFor(offices.length)}</p>
        {offices.length > 0 && (
          <ul className={styles.offices}>
            {offices.map((o, i) => (
              <OfficeCard key={`${o.city}-${i}`} office={o} selected={i === selected} onShow={() => show(i)} />
            ))}
          </ul>
        )}
      </div>
      {offices.length > 0 && (
        <div ref={mapRef} className={styles.mapSlot}>
          <OfficeMap
            offices={offices}
            selected={selected === null ? null : (offices[selected] ?? null)}
            tilesLight={settings.mapTilesLight}
            tilesDark={settings.mapTilesDark}
            attribution={settings.mapAttribution}
          />
        </div>
      )}
    </div>
  );
}
