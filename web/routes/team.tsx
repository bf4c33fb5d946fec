import { useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import pageStyles from '#web/components/page.module.css';
import { lazyAdmin, useIsAdmin } from '#web/features/admin/lazy-admin.tsx';
import { AboutHeader } from '#web/features/team/about-header.tsx';
import { Partners } from '#web/features/team/partners.tsx';
import { TeamList } from '#web/features/team/team-list.tsx';
import { useScrollToBottomOn } from '#web/features/team/use-scroll-to-bottom.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/team.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const [about, team, partners] = await Promise.all([
    context.content.aboutUs(),
    context.content.team(),
    context.content.partners(),
  ]);
  return { about, team, partners, publicUrl: context.settings.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = loaderData?.about[0]?.text;
  return pageMeta({
    matches,
    title: 'Team',
    description:
      text ||
      'The producers, coordinators and crews behind our work, and the companies we work with.',
    path: '/team',
    publicUrl: loaderData?.publicUrl ?? '',
    image: loaderData?.team[0]?.picture,
    trail: [{ name: 'Team', path: '/team' }],
  });
};

// Admin controls: one chunk, fetched only once a signed-in administrator is here.
const teamAdmin = () => import('#web/features/team/admin/team-admin.tsx');
const EditAbout = lazyAdmin(() => teamAdmin().then((m) => m.EditAbout));
const MemberTools = lazyAdmin(() => teamAdmin().then((m) => m.MemberTools));
const MemberActions = lazyAdmin(() => teamAdmin().then((m) => m.MemberActions));
const TeamSorter = lazyAdmin(() => teamAdmin().then((m) => m.TeamSorter));
const PartnerTools = lazyAdmin(() => teamAdmin().then((m) => m.PartnerTools));
const PartnerActions = lazyAdmin(() => teamAdmin().then((m) => m.PartnerActions));
const PartnerSorter = lazyAdmin(() => teamAdmin().then((m) => m.PartnerSorter));

export default function Team() {
  const { about, team, partners } = useLoaderData<typeof loader>();
  const admin = useIsAdmin();
  const location = useLocation();
  // One sort mode at a time, belonging to the page as it was opened (a navigation leaves it).
  const [sorting, setSorting] = useState<{ list: 'team' | 'partners'; at: string } | null>(null);
  const sortingTeam = admin && sorting?.list === 'team' && sorting.at === location.key;
  const sortingPartners = admin && sorting?.list === 'partners' && sorting.at === location.key;
  const leave = () => setSorting(null);
  useScrollToBottomOn('#work-with');
  return (
    <div className={pageStyles.page}>
      <AboutHeader about={about} actions={admin ? <EditAbout about={about} /> : undefined} />
      <TeamList
        team={team}
        toolbar={
          admin && !sortingTeam ? (
            <MemberTools
              count={team.length}
              onSort={() => setSorting({ list: 'team', at: location.key })}
            />
          ) : undefined
        }
        memberActions={admin ? (member) => <MemberActions member={member} /> : undefined}
        sorter={sortingTeam ? <TeamSorter team={team} onLeave={leave} /> : undefined}
      />
      <Partners
        partners={partners}
        toolbar={
          admin && !sortingPartners ? (
            <PartnerTools
              count={partners.length}
              onSort={() => setSorting({ list: 'partners', at: location.key })}
            />
          ) : undefined
        }
        partnerActions={
          admin ? (partner, label) => <PartnerActions partner={partner} label={label} /> : undefined
        }
        sorter={sortingPartners ? <PartnerSorter partners={partners} onLeave={leave} /> : undefined}
      />
    </div>
  );
}
