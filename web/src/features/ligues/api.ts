import { invitesCalls, liguesCalls, saisonsCalls } from '@poolfoot/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** My leagues and the one my session acts in (kept until a switch: a membership changes rarely). */
export const myLeaguesQuery = () => queryOptions({ ...callQuery(liguesCalls.mine), staleTime: Number.POSITIVE_INFINITY });

/** Whether I keep the instance's data (clubs, players, matchdays, imports, points): undefined while it is read. */
export const useInstanceAdmin = () => useQuery(myLeaguesQuery()).data?.instance_admin;

/** Acts in another of my leagues; what is shown is then read again by the switcher (everything). */
export const useSwitchLeague = () => useCallMutation(liguesCalls.switch, { invalidates: [liguesCalls.mine] });

/** The session league: its name, settings and members (its admins'). */
export const leagueQuery = () => callQuery(liguesCalls.get);
export const useUpdateLeague = () => useCallMutation(liguesCalls.update, { invalidates: [liguesCalls.get, liguesCalls.mine] });
export const membersQuery = () => callQuery(liguesCalls.members);
export const useSetRole = () => useCallMutation(liguesCalls.setRole, { invalidates: [liguesCalls.members] });
export const useRemoveMember = () => useCallMutation(liguesCalls.removeMember, { invalidates: [liguesCalls.members, liguesCalls.get] });
export const useResetLink = () => useCallMutation(liguesCalls.resetLink, { invalidates: [] });
export const useCreateLeague = () => useCallMutation(liguesCalls.create, { invalidates: [liguesCalls.mine] });

/** Starts the active season for the league (its admins'): it changes everything the league shows, which the page reads again. */
export const useStartSeason = () => useCallMutation(saisonsCalls.start, { invalidates: [] });

/** The address the links friends get are made on, and what is wrong with it (the admins'). */
export const addressQuery = () => callQuery(invitesCalls.address);

/** The session league's invites (its admins'). */
export const invitesQuery = () => callQuery(invitesCalls.list);
export const useCreateInvite = () => useCallMutation(invitesCalls.create, { invalidates: [invitesCalls.list] });
export const useRevokeInvite = () => useCallMutation(invitesCalls.revoke, { invalidates: [invitesCalls.list] });

/** An invite as its link's holder sees it: the league's name, and whether it still lets anyone in. */
export const inviteQuery = (token: string) => queryOptions({ ...callQuery(invitesCalls.get, { token }), retry: false });
export const useAcceptInvite = () => useCallMutation(invitesCalls.accept, { invalidates: [liguesCalls.mine] });
