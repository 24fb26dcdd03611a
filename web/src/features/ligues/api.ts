import { liguesCalls } from '@poolfoot/domain';
import { useCall, useCallMutation } from '../../lib/queries';

/** My leagues and the one my session acts in (kept until a switch: a membership changes rarely). */
export const useMyLeagues = () => useCall(liguesCalls.mine, undefined, { staleTime: Number.POSITIVE_INFINITY });

/** Acts in another of my leagues; what is shown is then read again by the switcher (everything). */
export const useSwitchLeague = () => useCallMutation(liguesCalls.switch, { invalidates: [liguesCalls.mine] });
