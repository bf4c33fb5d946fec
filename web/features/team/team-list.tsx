import type { ReactNode } from 'react';
import type { TeamMember } from '#shared/schemas/team.ts';
import { Instagram, Mail } from '#web/components/icons.tsx';
import { Picture } from '#web/components/picture.tsx';
import styles from './team.module.css';

function MemberCard({ member, actions }: { member: TeamMember; actions?: ReactNode }) {
  return (
    <li className={styles.member}>
      <div className={styles.portrait}>
        <Picture
          picture={member.picture}
          alt={member.alt || member.caption}
          fill
          sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw"
        />
      </div>
      <h3 className={styles.name}>{member.caption}</h3>
      <p className={styles.position}>{member.text}</p>
      {member.description && <p className={styles.description}>{member.description}</p>}
      {(member.instagram || member.email) && (
        <ul className={styles.contacts}>
          {member.instagram && (
            <li>
              <a
                href={`https://instagram.com/${encodeURIComponent(member.instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Instagram size={18} /> <span>@{member.instagram}</span>
              </a>
            </li>
          )}
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`}>
                <Mail size={18} /> <span>{member.email}</span>
              </a>
            </li>
          )}
        </ul>
      )}
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </li>
  );
}

interface TeamListProps {
  team: TeamMember[];
  /** The admin's Add member, beside the title. */
  toolbar?: ReactNode;
  /** The admin's Edit and Delete under each card. */
  memberActions?: (member: TeamMember) => ReactNode;
  /** The admin's sort mode, shown instead of the cards while it is open. */
  sorter?: ReactNode;
}

export function TeamList({ team, toolbar, memberActions, sorter }: TeamListProps) {
  return (
    <section id="team" className={styles.section} aria-labelledby="team-title">
      <div className={styles.titleRow}>
        <h2 id="team-title" className={styles.sectionTitle}>
          team
        </h2>
        {toolbar}
      </div>
      {sorter ??
        (team.length === 0 ? (
          <p className={styles.none}>Our team will be introduced here soon.</p>
        ) : (
          <ul className={styles.members}>
            {team.map((m) => (
              <MemberCard key={m._id} member={m} actions={memberActions?.(m)} />
            ))}
          </ul>
        ))}
    </section>
  );
}
